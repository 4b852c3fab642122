import { describe, expect, it } from 'vitest';
import { apiCacheName, isCachedApiPath, parseSwMessage } from '../../../sw/policy';
import { API_CACHE_PREFIX } from '../../lib/offline';

describe('service worker runtime caching policy', () => {
  it('caches appointment, prescription and invoice reads only', () => {
    expect(isCachedApiPath('/api/v1/patient/appointment/list')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/appointment/details/42')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/prescriptions/active')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/invoices')).toBe(true);
    expect(isCachedApiPath('/api/v1/payment/invoices')).toBe(true);
    expect(isCachedApiPath('/api/v1/payment/invoices/7/pdf')).toBe(true);
    expect(isCachedApiPath('/api/v1/payment/history')).toBe(true);
    expect(isCachedApiPath('/api/v1/payment/start')).toBe(false);
    expect(isCachedApiPath('/api/v1/payment/summary/42')).toBe(false);
    expect(isCachedApiPath('/api/diagnostic/v1/lab-tests/results')).toBe(true);
    expect(isCachedApiPath('/api/diagnostic/v1/lab-reports')).toBe(true);
    expect(isCachedApiPath('/api/diagnostic/v1/centres')).toBe(false);
    expect(isCachedApiPath('/api/v1/patient/user/get-patient-detail')).toBe(false);
    expect(isCachedApiPath('/api/v1/patient/notifications/list')).toBe(false);
    expect(isCachedApiPath('/api/v1/patient/appointments-export')).toBe(false);
    expect(isCachedApiPath('/api/v1/upn/get-doctors')).toBe(false);
  });

  it('names the cache by a hash of the uid, not the uid', async () => {
    const a = await apiCacheName('demo-patient-0001');
    expect(a.startsWith(API_CACHE_PREFIX)).toBe(true);
    expect(a).not.toContain('demo-patient');
    expect(a).toBe(await apiCacheName('demo-patient-0001'));
    expect(a).not.toBe(await apiCacheName('demo-patient-0002'));
  });

  it('accepts only well-formed messages', () => {
    expect(parseSwMessage({ type: 'SET_USER', uid: 'u1' })).toEqual({ type: 'SET_USER', uid: 'u1' });
    expect(parseSwMessage({ type: 'PURGE' })).toEqual({ type: 'PURGE' });
    expect(parseSwMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parseSwMessage({ type: 'SET_USER' })).toBeNull();
    expect(parseSwMessage('PURGE')).toBeNull();
    expect(parseSwMessage(null)).toBeNull();
  });
});
