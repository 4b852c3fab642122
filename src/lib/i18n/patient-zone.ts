// Dates and times follow the zone in the patient's profile (spec 3: a patient in Doha or Delhi sets
// theirs), whenever that profile enters the cache: fetched, restored from the device or just saved.
// Started with the signed-in patient's persistence (src/lib/offline/persist.ts): a guest's first screen does not carry it.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PatientProfile } from '@contracts/patient';
import { patientTimeZone, setPatientTimeZone } from './format';

let latestFollower = 0;

/**
 * Starts following; when the zone changes, every other answer (dates and days the server wrote in the
 * old zone, `x-timezone`: appointments, a doctor's free times) is asked again. Returns the unsubscribe.
 */
export function followPatientTimeZone(queryClient: QueryClient): () => void {
  const me = (latestFollower += 1);
  // A first answer on its way when the zone changed (a route loader's, with no data yet) cannot be
  // cancelled or asked again: React Query hands the refetch the same request, and its success clears
  // the invalidation. It was asked in the old zone, so it is asked again once it has landed.
  const askedInOldZone = new Set<Query>();
  const apply = (query: Query) => {
    const zone = (query.state.data as PatientProfile | undefined)?.timeZone;
    if (!zone || zone === patientTimeZone()) return;
    setPatientTimeZone(zone);
    for (const other of queryClient.getQueryCache().getAll()) {
      if (other !== query && other.state.fetchStatus === 'fetching') askedInOldZone.add(other);
    }
    void queryClient.invalidateQueries({ predicate: (q) => q !== query });
  };
  const isProfile = (query: Query) => query.queryKey[0] === 'patient' && query.queryKey[2] === 'get-patient-detail';
  // A profile that arrived before this started.
  for (const query of queryClient.getQueryCache().findAll({ predicate: isProfile })) apply(query);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (askedInOldZone.has(event.query) && event.type === 'updated' && event.query.state.fetchStatus === 'idle') {
      askedInOldZone.delete(event.query);
      if (event.query.state.status === 'success') void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
    }
    if (!isProfile(event.query)) return;
    // Signed out (the user's caches are dropped): back to the browser's zone.
    if (event.type === 'removed') setPatientTimeZone(null);
    else if (event.type === 'updated') apply(event.query);
  });
  return () => {
    unsubscribe();
    askedInOldZone.clear();
    // A newer follower (the device store restarted for the same patient) owns the zone now: an older
    // one stopping late must not drop it (issue 25: the zone was lost, and every answer asked twice).
    if (me === latestFollower) setPatientTimeZone(null);
  };
}
