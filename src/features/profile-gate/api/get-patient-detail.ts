// GET /api/v1/patient/user/get-patient-detail — the signed-in patient's profile: booking prefills
// the patient details from it and checks it is complete (`isComplete`, spec 5).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PatientDetailResponseSchema, type PatientProfile } from '../../../../contracts/patient';
import { apiRequest } from '../../../lib/api-client';
import { useFetchedSinceMount } from '../../../lib/use-fetched-since-mount';

export type { PatientProfile };

export async function getPatientDetail(signal?: AbortSignal): Promise<PatientProfile> {
  const res = await apiRequest('/api/v1/patient/user/get-patient-detail', { schema: PatientDetailResponseSchema, signal });
  return res.data;
}

/** Same key (and data) as the avatar menu's profile query: one request serves both. Keyed by user. */
export const patientProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'get-patient-detail'] as const,
    queryFn: ({ signal }) => getPatientDetail(signal),
    staleTime: 5 * 60_000,
  });

/**
 * `fresh`: fetched again on mount, with `ready` once that answer is in (or offline/failed with a
 * copy), so a form is not prefilled from an old copy restored from the persisted cache.
 */
export function usePatientProfile(uid: string, { fresh = false } = {}) {
  const query = useQuery({ ...patientProfileQueryOptions(uid), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
  const fetched = useFetchedSinceMount(query);
  const ready = !fresh || fetched;
  return { ...query, ready };
}
