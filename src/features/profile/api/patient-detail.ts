// GET /api/v1/patient/user/get-patient-detail and PUT /user/update-patient-details.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PatientDetailResponseSchema, UpdatePatientDetailsResponseSchema,
  type PatientProfile, type UpdatePatientDetailsInput,
} from '../../../../contracts/patient';
import { apiRequest } from '../../../lib/api-client';
import { useFetchedSinceMount } from '../../../lib/use-fetched-since-mount';

export type { PatientProfile, UpdatePatientDetailsInput };

export async function getPatientDetail(signal?: AbortSignal): Promise<PatientProfile> {
  const res = await apiRequest('/api/v1/patient/user/get-patient-detail', { schema: PatientDetailResponseSchema, signal });
  return res.data;
}

/** The same key as the booking gate's and avatar menu's profile query: one cache entry per user. */
export const patientProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'get-patient-detail'] as const,
    queryFn: ({ signal }) => getPatientDetail(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The profile for editing: always fetched again on mount, so a form is never filled from a stale
 * copy restored from the persisted cache (`ready` once fetched, or when offline/failed with a copy).
 */
export function usePatientProfile(uid: string) {
  const query = useQuery({ ...patientProfileQueryOptions(uid), refetchOnMount: 'always' });
  const ready = useFetchedSinceMount(query);
  return { ...query, ready };
}

export function updatePatientDetails(input: UpdatePatientDetailsInput) {
  return apiRequest('/api/v1/patient/user/update-patient-details', {
    method: 'PUT', body: input, schema: UpdatePatientDetailsResponseSchema,
  });
}

/** Writes the answer into the profile cache (and refetches the other profile-derived queries). */
export function useUpdatePatientDetails(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatientDetails,
    onSuccess: (res) => {
      queryClient.setQueryData(patientProfileQueryOptions(uid).queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
    },
  });
}
