import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { browserTimeZone, formatTime, patientTimeZone, setPatientTimeZone } from './format';
import { followPatientTimeZone } from './patient-zone';

afterEach(() => setPatientTimeZone(null));

describe('followPatientTimeZone', () => {
  it("shows times in the profile's zone once the profile is in, asks other answers again, and forgets it at sign-out", async () => {
    const client = new QueryClient();
    const stop = followPatientTimeZone(client);
    client.setQueryData(['upn', 'schedules', 'd1'], { slots: [] });
    expect(patientTimeZone()).toBe(browserTimeZone());

    client.setQueryData(['patient', 'u1', 'get-patient-detail'], { timeZone: 'Asia/Qatar' });
    expect(patientTimeZone()).toBe('Asia/Qatar');
    // 10:00 UTC is 1:00 pm in Doha.
    expect(formatTime('2026-11-25T10:00:00Z', { locale: 'en' })).toBe('1:00 pm');
    expect(client.getQueryState(['upn', 'schedules', 'd1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['patient', 'u1', 'get-patient-detail'])?.isInvalidated).toBe(false);

    client.clear();
    expect(patientTimeZone()).toBe(browserTimeZone());
    stop();
  });

  it('applies a profile already in the cache when it starts (fetched before sign-in finished), and forgets it when stopped', () => {
    const client = new QueryClient();
    client.setQueryData(['patient', 'u2', 'get-patient-detail'], { timeZone: 'Asia/Kolkata' });
    const stop = followPatientTimeZone(client);
    expect(patientTimeZone()).toBe('Asia/Kolkata');
    stop();
    expect(patientTimeZone()).toBe(browserTimeZone());
  });
});
