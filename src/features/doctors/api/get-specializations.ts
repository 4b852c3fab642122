// GET /api/v1/upn/doctors/specializations — every specialization with how many doctors practise it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpecializationListResponseSchema, type SpecializationListResponse } from '@contracts/doctors';
import { specializationList } from '@contracts/endpoints/doctors';
import { apiRequest } from '@/lib/api/api-client';

export async function getSpecializations(signal?: AbortSignal): Promise<SpecializationListResponse['data']> {
  const res = await apiRequest(specializationList, { schema: SpecializationListResponseSchema, signal });
  return res.data;
}

export const specializationsQueryOptions = () =>
  queryOptions({
    queryKey: ['upn', 'doctors', 'specializations'] as const,
    queryFn: ({ signal }) => getSpecializations(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useSpecializations() {
  return useQuery(specializationsQueryOptions());
}
