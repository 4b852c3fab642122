import { describe, expect, it } from 'vitest';
import { apiCacheName, freshAfterFallbackPlugin, isCachedApiPath, parseSwMessage } from './policy';
import { API_CACHE_PREFIX } from '@/lib/offline/offline';

describe('service worker runtime caching policy', () => {
  it('caches appointment, prescription and invoice reads only, not their documents', () => {
    expect(isCachedApiPath('/api/v1/patient/appointment/list')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/appointment/details/42')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/prescriptions/active')).toBe(true);
    expect(isCachedApiPath('/api/v1/patient/invoices')).toBe(true);
    expect(isCachedApiPath('/api/v1/payment/invoices')).toBe(true);
    // Documents are kept by the page with their date (src/lib/offline/kept-documents.ts).
    expect(isCachedApiPath('/api/v1/payment/invoices/7/pdf')).toBe(false);
    expect(isCachedApiPath('/api/v1/patient/prescriptions/export')).toBe(false);
    expect(isCachedApiPath('/api/diagnostic/v1/lab-reports/7/file')).toBe(false);
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

describe('a cached answer given because the network was slow', () => {
  const url = 'http://localhost/api/v1/payment/invoices?pageSize=50';
  const request = new Request(url);
  const json = (body: unknown) => new Response(JSON.stringify(body));

  it('tells the pages when the network answer that lands afterwards differs from it', async () => {
    const told: string[] = [];
    const plugin = freshAfterFallbackPlugin((u) => told.push(u));
    const old = json({ invoices: [] });
    expect(await plugin.cachedResponseWillBeUsed({ request, cachedResponse: old })).toBe(old);
    await plugin.cacheDidUpdate({ request, oldResponse: old, newResponse: json({ invoices: ['INV-1'] }) });
    expect(told).toEqual([url]);
    // Told once: the next stored answer of that URL (a normal network-first refresh) tells nothing.
    await plugin.cacheDidUpdate({ request, oldResponse: json({ invoices: ['INV-1'] }), newResponse: json({ invoices: ['INV-2'] }) });
    expect(told).toEqual([url]);
  });

  it('tells nothing when the answer is the same (a network that stays slow would be asked again and again), or when no cached copy was given', async () => {
    const told: string[] = [];
    const plugin = freshAfterFallbackPlugin((u) => told.push(u));
    await plugin.cachedResponseWillBeUsed({ request, cachedResponse: json({ invoices: ['INV-1'] }) });
    await plugin.cacheDidUpdate({ request, oldResponse: json({ invoices: ['INV-1'] }), newResponse: json({ invoices: ['INV-1'] }) });
    await plugin.cachedResponseWillBeUsed({ request, cachedResponse: undefined });
    await plugin.cacheDidUpdate({ request, oldResponse: null, newResponse: json({ invoices: ['INV-1'] }) });
    expect(told).toEqual([]);
  });
});
