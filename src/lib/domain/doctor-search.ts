// GET /api/v1/upn/search-doctors?search= — live matches by name or specialization, for the top-bar search
// and the family member's doctor picker (one query key: the same text is not fetched twice).
import * as v from 'valibot';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DoctorSearchResultSchema, type DoctorSearchResult } from '@contracts/doctors';
import { doctorSearch } from '@contracts/endpoints/doctors';
import { apiRequest } from '../api/api-client';
import { shouldRetry } from '../api/query-client';

export type { DoctorSearchResult };

const SearchDoctorsResponseSchema = v.object({ data: v.array(DoctorSearchResultSchema) });

export async function searchDoctors(search: string, signal?: AbortSignal): Promise<DoctorSearchResult[]> {
  const res = await apiRequest(doctorSearch, { query: { search }, schema: SearchDoctorsResponseSchema, signal });
  return res.data;
}

export const searchDoctorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['upn', 'search-doctors', search] as const,
    queryFn: ({ signal }) => searchDoctors(search, signal),
    // Matches change rarely; keep them briefly and do not fill the persisted cache with every prefix.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

/** Spec 5: a request only for non-empty (trimmed, debounced) text. */
export function useDoctorSearch(search: string) {
  return useQuery({
    ...searchDoctorsQueryOptions(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    // One retry at most (of what is worth retrying): the patient is waiting on every keystroke.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
}
