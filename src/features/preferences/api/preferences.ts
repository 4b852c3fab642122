// GET/PUT /api/v1/patient/user/preferences — theme and language kept with the account.
import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { UserPreferencesResponseSchema, type UserPreferences } from '@contracts/preferences';
import { preferencesGet, preferencesUpdate } from '@contracts/endpoints/preferences';
import { apiRequest } from '@/lib/api/api-client';

export type { UserPreferences };
/** The server's copy; `saved: false` = the patient never chose (the device's choice should win). */
export type ServerPreferences = v.InferOutput<typeof UserPreferencesResponseSchema>['data'];

export async function getPreferences(signal?: AbortSignal): Promise<ServerPreferences> {
  const res = await apiRequest(preferencesGet, { schema: UserPreferencesResponseSchema, signal });
  return res.data;
}

export async function putPreferences(patch: Partial<UserPreferences>, signal?: AbortSignal): Promise<ServerPreferences> {
  const res = await apiRequest(preferencesUpdate, {
    body: patch,
    schema: UserPreferencesResponseSchema,
    signal,
  });
  return res.data;
}

export const preferencesQueryKey = (uid: string) => ['patient', uid, 'preferences'] as const;

export const preferencesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: preferencesQueryKey(uid),
    queryFn: ({ signal }) => getPreferences(signal),
    // Read once per sign-in / page load: after that the device's choices are PUT back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
