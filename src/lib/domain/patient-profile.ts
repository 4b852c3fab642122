// GET /api/v1/patient/user/get-patient-detail — the signed-in patient's profile. One query, one cache
// entry per user, read by the avatar menu, the booking gate and its prefill, home and the profile
// page, and written by the profile's updates (features/profile/api).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PatientDetailResponseSchema, type PatientProfile } from '@contracts/patient';
import { patientDetail } from '@contracts/endpoints/patients';
import { apiRequest } from '../api/api-client';
import { useFetchedSinceMount } from '../hooks/use-fetched-since-mount';

export type { PatientProfile };

export async function getPatientDetail(signal?: AbortSignal): Promise<PatientProfile> {
  const res = await apiRequest(patientDetail, { schema: PatientDetailResponseSchema, signal });
  return res.data;
}

/** Keyed by user: one patient's profile is never shown to the next one on the device. */
export const patientProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'get-patient-detail'] as const,
    queryFn: ({ signal }) => getPatientDetail(signal),
    staleTime: 5 * 60_000,
  });

/**
 * `fresh` (a form filled from it): fetched again on mount, `ready` once that answer is in (or
 * offline/failed with a copy), so the form is not filled from an old copy restored from the
 * persisted cache. Otherwise `ready` is always true.
 */
export function usePatientProfile(uid: string, { fresh = false } = {}) {
  const query = useQuery({ ...patientProfileQueryOptions(uid), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
  const fetched = useFetchedSinceMount(query);
  return { ...query, ready: !fresh || fetched };
}

export function fullName(profile: Pick<PatientProfile, 'firstName' | 'middleName' | 'lastName'>): string {
  return [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
}

