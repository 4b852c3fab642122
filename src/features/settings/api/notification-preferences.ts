// GET/PUT /user/notification-preferences: categories × channels (spec 3), frequencies (spec 9).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationPreferencesResponseSchema, SaveNotificationPreferencesResponseSchema,
  type NotificationPreference, type SaveNotificationPreferencesInput,
} from '@contracts/settings';
import { notificationPreferencesGet, notificationPreferencesUpdate } from '@contracts/endpoints/account';
import { apiRequest } from '@/lib/api/api-client';

export type { NotificationPreference };

export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const res = await apiRequest(notificationPreferencesGet, { schema: NotificationPreferencesResponseSchema, signal });
  return res.data.preferences;
}

export const notificationPreferencesQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'notification-preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences(uid: string) {
  // Fetched again on every visit: the editor is re-created from the server's answer.
  return useQuery({ ...notificationPreferencesQueryOptions(uid), refetchOnMount: 'always' });
}

export function saveNotificationPreferences(input: SaveNotificationPreferencesInput) {
  return apiRequest(notificationPreferencesUpdate, { body: input, schema: SaveNotificationPreferencesResponseSchema });
}

export function useSaveNotificationPreferences(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (res) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions(uid).queryKey, res.data.preferences);
    },
  });
}
