import { describe, expect, it } from 'vitest';
import { PERSIST_MAX_AGE, persistBuster, persistKey, shouldPersistQuery } from './persist';
import { version } from '../../package.json';

const ok = { status: 'success' };

describe('persisted query cache policy', () => {
  it('keeps the signed-in patient’s records worth reading offline', () => {
    for (const kind of ['appointments', 'prescriptions', 'invoices', 'get-patient-detail', 'medications', 'consultation']) {
      expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', kind, 'list'], state: ok })).toBe(true);
    }
  });

  it('keeps nothing else: other users, public data, notifications, failed or pending queries', () => {
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u2', 'appointments'], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['upn', 'get-doctors', {}], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'notifications', 'unread-count'], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'appointments'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'appointments'], state: { status: 'pending' } })).toBe(false);
  });

  it('names and busts the entry by user and app version, for 7 days', () => {
    expect(persistKey('u1')).toContain('u1');
    expect(persistKey('u1')).not.toBe(persistKey('u2'));
    expect(persistBuster('u1')).toBe(`u1:${version}`);
    expect(PERSIST_MAX_AGE).toBe(7 * 24 * 3600 * 1000);
  });
});
