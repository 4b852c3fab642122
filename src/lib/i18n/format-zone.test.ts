// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_FLAG_KEY } from '../auth/auth';

/** format.ts as a page that has just loaded reads it (the zone is read once, as the module starts). */
const freshFormat = async () => {
  vi.resetModules();
  return import('./format');
};

afterEach(() => localStorage.clear());

describe("the patient's zone kept on the device", () => {
  it('is the zone of the next page while signed in, so its first answers are asked in it', async () => {
    localStorage.setItem(SESSION_FLAG_KEY, '1');
    (await freshFormat()).setPatientTimeZone('Asia/Qatar');
    const next = await freshFormat();
    expect(next.patientTimeZone()).toBe('Asia/Qatar');
    expect(next.formatTime('2026-11-25T10:00:00Z', { locale: 'en' })).toBe('1:00 pm');
  });

  it('is not read for a guest, is forgotten with the profile, and a name that is not a zone is ignored', async () => {
    (await freshFormat()).setPatientTimeZone('Asia/Qatar');
    let next = await freshFormat();
    expect(next.patientTimeZone()).toBe(next.browserTimeZone());

    localStorage.setItem(SESSION_FLAG_KEY, '1');
    next.setPatientTimeZone(null);
    expect(localStorage.getItem(next.PATIENT_ZONE_KEY)).toBeNull();
    next = await freshFormat();
    expect(next.patientTimeZone()).toBe(next.browserTimeZone());

    localStorage.setItem(next.PATIENT_ZONE_KEY, 'Asia/Qatar"><img');
    next = await freshFormat();
    expect(next.patientTimeZone()).toBe(next.browserTimeZone());
  });
});
