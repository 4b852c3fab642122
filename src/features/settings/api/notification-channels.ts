// GET/PUT /user/notification-channels (issue 16): what each channel reaches, reminders, WhatsApp opt-in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationChannelsResponseSchema, UpdateNotificationChannelsResponseSchema,
  type NotificationChannels, type UpdateNotificationChannelsInput,
} from '@contracts/push';
import { notificationChannelsGet, notificationChannelsUpdate } from '@contracts/endpoints/deliveries';
import { apiRequest } from '@/lib/api/api-client';

export type { NotificationChannels };

export const notificationChannelsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'notification-channels'] as const,
    queryFn: async ({ signal }) => (await apiRequest(notificationChannelsGet, { schema: NotificationChannelsResponseSchema, signal })).data,
  });

export function useNotificationChannels(uid: string) {
  return useQuery({ ...notificationChannelsQueryOptions(uid), refetchOnMount: 'always' });
}

export function useSaveNotificationChannels(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationChannelsInput) =>
      apiRequest(notificationChannelsUpdate, { body: input, schema: UpdateNotificationChannelsResponseSchema }),
    onSuccess: (res) => queryClient.setQueryData(notificationChannelsQueryOptions(uid).queryKey, res.data),
  });
}
