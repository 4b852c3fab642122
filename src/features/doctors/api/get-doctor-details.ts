// GET /api/v1/upn/get-doctor-details/{id} — a doctor's full profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { UuidSchema } from '@contracts/common';
import { DoctorDetailsResponseSchema, type DoctorDetails } from '@contracts/doctor-details';
import { doctorDetails } from '@contracts/endpoints/doctors';
import { apiRequest } from '@/lib/api/api-client';
import { doctorDetailsKey } from '@/lib/domain/directory-keys';

/** Doctor ids are UUIDs; anything else cannot exist (shown as 'Not found' without a request). */
export const isDoctorId = (id: string) => v.is(UuidSchema, id);

export async function getDoctorDetails(id: string, signal?: AbortSignal): Promise<DoctorDetails> {
  const res = await apiRequest(doctorDetails, {
    params: { id },
    schema: DoctorDetailsResponseSchema,
    signal,
  });
  return res.data;
}

export const doctorDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: doctorDetailsKey(id),
    queryFn: ({ signal }) => getDoctorDetails(id, signal),
    enabled: isDoctorId(id),
  });

export function useDoctorDetails(id: string) {
  return useQuery(doctorDetailsQueryOptions(id));
}
