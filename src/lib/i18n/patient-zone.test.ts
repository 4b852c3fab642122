import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('keeps the zone when an older follower stops after a newer one started (the store restarted)', () => {
    const client = new QueryClient();
    client.setQueryData(['patient', 'u3', 'get-patient-detail'], { timeZone: 'Asia/Kathmandu' });
    const older = followPatientTimeZone(client);
    const newer = followPatientTimeZone(client);
    older();
    expect(patientTimeZone()).toBe('Asia/Kathmandu');
    newer();
    expect(patientTimeZone()).toBe(browserTimeZone());
  });

  it('asks again, once it lands, a first answer that was on its way in the old zone (a route loader’s fetch)', async () => {
    const client = new QueryClient();
    const stop = followPatientTimeZone(client);
    const zones: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const fetched = client.fetchQuery({
      queryKey: ['upn', 'schedules', 'd2'],
      queryFn: async () => {
        zones.push(patientTimeZone());
        if (zones.length === 1) await first;
        return { slots: [] };
      },
    });
    expect(client.getQueryState(['upn', 'schedules', 'd2'])?.fetchStatus).toBe('fetching');
    client.setQueryData(['patient', 'u3', 'get-patient-detail'], { timeZone: 'Asia/Qatar' });
    release();
    await fetched;
    // The answer in the browser's zone is marked out of date as soon as it has landed…
    await vi.waitFor(() => expect(client.getQueryState(['upn', 'schedules', 'd2'])?.isInvalidated).toBe(true));
    // …and is asked again in Qatar's zone when next used.
    await client.refetchQueries({ queryKey: ['upn', 'schedules', 'd2'] });
    expect(zones).toEqual([browserTimeZone(), 'Asia/Qatar']);
    stop();
  });
});
