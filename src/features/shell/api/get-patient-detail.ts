// GET /api/v1/patient/user/get-patient-detail — the signed-in patient's profile, for the avatar
// menu (picture, full name, e-mail). Runs only while a user is signed in (spec 6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PatientDetailResponseSchema, type PatientProfile } from '../../../../contracts/patient';
import { apiRequest } from '../../../lib/api-client';

export async function getPatientDetail(signal?: AbortSignal): Promise<PatientProfile> {
  const res = await apiRequest('/api/v1/patient/user/get-patient-detail', { schema: PatientDetailResponseSchema, signal });
  return res.data;
}

/** Keyed by user: one patient's profile is never shown to the next one on the device. */
export const patientDetailQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'get-patient-detail'] as const,
    queryFn: ({ signal }) => getPatientDetail(signal),
    staleTime: 5 * 60_000,
  });

export function usePatientDetail(uid: string) {
  return useQuery(patientDetailQueryOptions(uid));
}

export function fullName(profile: Pick<PatientProfile, 'firstName' | 'middleName' | 'lastName'>): string {
  return [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
}
