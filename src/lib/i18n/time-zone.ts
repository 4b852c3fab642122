// The time zone every API call sends (`x-timezone`) and every date is shown in: the patient's, kept on
// the device, or the browser's. Apart from format.ts, which re-exports it: the app's start-up and
// its API client read the zone, and the formats (with the design system's Intl helpers) are then
// only in the pages that show dates and money, not on every first screen (issue 27).
import { hasSession } from '../auth/auth';

/**
 * The signed-in patient's zone, kept on the device: a returning patient's first answers are asked in
 * it. Read only when someone is signed in (a guest gets the browser's). Without it, a patient whose
 * phone's zone is not the profile's had every answer of the first screen asked twice, once the
 * profile came (src/lib/i18n/patient-zone.ts; issue 27).
 */
export const PATIENT_ZONE_KEY = 'swasthya.zone';
const ZONE_NAME = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/;

let patientZone: string | undefined = keptZone();

function keptZone(): string | undefined {
  try {
    const kept = hasSession() ? localStorage.getItem(PATIENT_ZONE_KEY) : null;
    return kept && ZONE_NAME.test(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

let browserZone: string | undefined;

/** The browser's time zone (sent as `x-timezone`), read once: every API call and date uses it, and Intl objects are slow to make. */
export function browserTimeZone(): string {
  if (browserZone) return browserZone;
  try {
    browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kathmandu';
  } catch {
    browserZone = 'Asia/Kathmandu';
  }
  return browserZone;
}

declare global {
  interface Window {
    /** The time zone from public/intl-warm.js (started by index.html), which made Intl's first objects off the main thread. */
    __SWASTHYA_ZONE__?: Promise<string | null>;
  }
}

/**
 * Waits (at most `timeoutMs`) for index.html's Intl worker: once it has answered, Intl's first use
 * here is not a long task. Without it (no worker, offline with no copy, too slow) the zone is read
 * here as before.
 */
export async function intlWarmed(timeoutMs = 1500): Promise<void> {
  const warm = typeof window === 'undefined' ? undefined : window.__SWASTHYA_ZONE__;
  if (!warm || browserZone) return;
  const zone = await Promise.race([warm, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]).catch(() => null);
  if (zone && !browserZone) browserZone = zone;
}

/** Use the zone from the patient's profile for dates and times (browser zone until then). */
export function setPatientTimeZone(zone: string | null | undefined): void {
  patientZone = zone || undefined;
  try {
    if (patientZone) localStorage.setItem(PATIENT_ZONE_KEY, patientZone);
    else localStorage.removeItem(PATIENT_ZONE_KEY);
  } catch {
    // No storage (private mode, a test's node): the zone is then only this page's.
  }
}

export function patientTimeZone(): string {
  return patientZone ?? browserTimeZone();
}
