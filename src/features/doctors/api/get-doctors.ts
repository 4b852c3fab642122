// GET /api/v1/upn/get-doctors — the doctor directory (guests may browse).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorListResponseSchema, type DoctorListResponse } from '@contracts/doctors';
import type { DoctorListQuery } from '@contracts/doctor-query';
import { doctorList } from '@contracts/endpoints/doctors';
import { apiRequest } from '@/lib/api/api-client';

export type DoctorList = DoctorListResponse['data'];

export async function getDoctors(params: DoctorListQuery, signal?: AbortSignal): Promise<DoctorList> {
  const res = await apiRequest(doctorList, { query: { ...params }, schema: DoctorListResponseSchema, signal });
  return res.data;
}

export const doctorsQueryOptions = (params: DoctorListQuery) =>
  queryOptions({
    queryKey: ['upn', 'get-doctors', params] as const,
    queryFn: ({ signal }) => getDoctors(params, signal),
  });

/** The list for the find page: keeps showing the previous page while the next one loads. */
export function useDoctors(params: DoctorListQuery) {
  return useQuery({ ...doctorsQueryOptions(params), placeholderData: keepPreviousData });
}

/** "Top doctors" on the home page: the six best rated. */
export const TOP_DOCTORS_PARAMS: DoctorListQuery = { sort: 'rating', pageSize: 6 };
export const topDoctorsQueryOptions = () => doctorsQueryOptions(TOP_DOCTORS_PARAMS);

export function useTopDoctors() {
  return useQuery(topDoctorsQueryOptions());
}
