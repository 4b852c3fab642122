// GET /api/v1/upn/search-doctors?search= — to choose a family member's doctor (optional).
import * as v from 'valibot';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorSearchResultSchema, type DoctorSearchResult } from '../../../../contracts/doctors';
import { doctorSearch } from '../../../../contracts/endpoints/doctors';
import { apiRequest } from '../../../lib/api-client';

export type { DoctorSearchResult };

const ResponseSchema = v.object({ data: v.array(DoctorSearchResultSchema) });

export async function searchDoctors(search: string, signal?: AbortSignal): Promise<DoctorSearchResult[]> {
  const res = await apiRequest(doctorSearch, { query: { search }, schema: ResponseSchema, signal });
  return res.data;
}

/** Same key as the top-bar search: the same text is not fetched twice. */
export const doctorSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['upn', 'search-doctors', search] as const,
    queryFn: ({ signal }) => searchDoctors(search, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

export function useDoctorSearch(search: string) {
  return useQuery({ ...doctorSearchQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
}
