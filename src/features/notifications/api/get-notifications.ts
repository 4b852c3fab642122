// GET /api/v1/patient/notifications/get?limit=10&unreadOnly=false&page= — the notifications, page
// by page (the next page loads near the bottom of the list), with the unread count for the bell.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  NotificationListResponseSchema, type Notification, type NotificationListResponse,
} from '@contracts/notifications';
import { useLingui } from '@lingui/react/macro';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_REFRESH_MS } from '@contracts/options';
import { notificationList } from '@contracts/endpoints/notifications';
import { apiRequest } from '@/lib/api/api-client';

export type { Notification };
export type NotificationsPage = NotificationListResponse['data'];
export type NotificationsData = InfiniteData<NotificationsPage, unknown>;

export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const res = await apiRequest(notificationList, {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, unreadOnly: false, page },
    schema: NotificationListResponseSchema,
    signal,
  });
  return res.data;
}

/**
 * Keyed by the language too: the server writes each notice in the reader's language, so the list
 * kept from before a switch (the page reloads, the device's copy is restored) is another query and
 * never shown in the new language, not even until the refetch.
 */
export const notificationsQueryKey = (uid: string, locale: string) => ['patient', uid, 'notifications', 'list', locale] as const;

export const notificationsQueryOptions = (uid: string, locale: string) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(uid, locale),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    // Live updates (docs/notifications.md): an open list is asked again every NOTIFICATIONS_REFRESH_MS
    // while the app is in view, and opening it asks at once (a copy restored after a reload, or
    // fetched a moment before a new notice, is not taken as current).
    staleTime: NOTIFICATIONS_REFRESH_MS,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });

export function useNotifications(uid: string) {
  const { i18n } = useLingui();
  return useInfiniteQuery(notificationsQueryOptions(uid, i18n.locale));
}

/** The unread count from the first page's `summary.unread` (never below 0). */
export function unreadOf(data: NotificationsData | undefined): number {
  return Math.max(0, data?.pages[0]?.summary.unread ?? 0);
}
