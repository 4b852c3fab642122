// Dates and times follow the zone in the patient's profile (spec 3: a patient in Doha or Delhi sets
// theirs), whenever that profile enters the cache: fetched, restored from the device or just saved.
// Type-only imports: this runs from main.tsx, and the profile's contract is not first-screen code.
import type { QueryClient } from '@tanstack/react-query';
import type { PatientProfile } from '../../contracts/patient';
import { patientTimeZone, setPatientTimeZone } from './format';

/**
 * Starts following; when the zone changes, every other answer (dates and days the server wrote in the
 * old zone, `x-timezone`: appointments, a doctor's free times) is asked again. Returns the unsubscribe.
 */
export function followPatientTimeZone(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey;
    if (key[0] !== 'patient' || key[2] !== 'get-patient-detail') return;
    // Signed out (the user's caches are dropped): back to the browser's zone.
    if (event.type === 'removed') return setPatientTimeZone(null);
    if (event.type !== 'updated') return;
    const zone = (event.query.state.data as PatientProfile | undefined)?.timeZone;
    if (!zone || zone === patientTimeZone()) return;
    setPatientTimeZone(zone);
    void queryClient.invalidateQueries({ predicate: (q) => q !== event.query });
  });
}
