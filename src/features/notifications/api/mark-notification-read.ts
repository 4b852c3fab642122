// PATCH /api/v1/patient/notifications/mark-read/{id}, optimistic exactly as spec 4 says: isRead is
// set and the unread count lowered (never below 0) at once; a failure rolls both back; the list is
// refetched afterwards. The toasts are spec 8's.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { MarkNotificationReadResponseSchema } from '@contracts/notifications';
import { toast } from '@/ui/toast';
import { notificationMarkRead } from '@contracts/endpoints/notifications';
import { apiRequest } from '@/lib/api/api-client';
import { notificationsQueryKey, type NotificationsData } from './get-notifications';

export function markNotificationRead(id: string) {
  return apiRequest(notificationMarkRead, {
    params: { id },
    schema: MarkNotificationReadResponseSchema,
  });
}

/** The list with notification `id` read and, if it was unread, the count one lower (never below 0). */
export function withNotificationRead(data: NotificationsData | undefined, id: string): NotificationsData | undefined {
  if (!data) return data;
  const wasUnread = data.pages.some((page) => page.notifications.some((n) => n.id === id && !n.isRead));
  if (!wasUnread) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      summary: { ...page.summary, unread: Math.max(0, page.summary.unread - 1) },
    })),
  };
}

/** The shell's own unread-count query (until the bell reads useUnreadCount): kept in step too. */
const shellUnreadKey = (uid: string) => ['patient', uid, 'notifications', 'unread-count'] as const;

type Snapshot = { list: NotificationsData | undefined; shellUnread: number | undefined; toastId: string | number };

async function applyOptimistic(queryClient: QueryClient, uid: string, locale: string, id: string): Promise<Omit<Snapshot, 'toastId'>> {
  const listKey = notificationsQueryKey(uid, locale);
  await queryClient.cancelQueries({ queryKey: listKey });
  const list = queryClient.getQueryData<NotificationsData>(listKey);
  const shellUnread = queryClient.getQueryData<number>(shellUnreadKey(uid));
  const next = withNotificationRead(list, id);
  queryClient.setQueryData(listKey, next);
  if (shellUnread !== undefined && next !== list) queryClient.setQueryData(shellUnreadKey(uid), Math.max(0, shellUnread - 1));
  return { list, shellUnread };
}

export function useMarkNotificationRead(uid: string) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMutation({
    mutationKey: ['patient', uid, 'notifications', 'mark-read'],
    mutationFn: (id: string) => markNotificationRead(id),
    onMutate: async (id): Promise<Snapshot> => {
      const toastId = toast.loading(t`Marking notification as read...`);
      return { ...(await applyOptimistic(queryClient, uid, locale, id)), toastId };
    },
    onSuccess: (res, _id, context) => {
      toast.success(res.message || t`Notification marked as read`, { id: context?.toastId });
    },
    onError: (_err, _id, context) => {
      if (context) {
        queryClient.setQueryData(notificationsQueryKey(uid, locale), context.list);
        if (context.shellUnread !== undefined) queryClient.setQueryData(shellUnreadKey(uid), context.shellUnread);
      }
      toast.error(t`Failed to mark notification as read`, { id: context?.toastId });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['patient', uid, 'notifications'] });
    },
  });
}
