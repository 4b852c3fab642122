import { type ReactNode, type UIEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { Spinner } from '@/ui/Spinner/Spinner';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { unreadOf, useNotifications, type Notification } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import * as s from './NotificationsPanel.css';

/** Spec 9: the next page loads when the scroll is within 10 px of the bottom. */
export const NEXT_PAGE_THRESHOLD_PX = 10;

export function isNearBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold = NEXT_PAGE_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

export type NotificationsPanelProps = {
  /** The signed-in user (the cache is kept per user). */
  uid: string;
  /** Called when a notification's link is followed (e.g. to close the bell's popover). */
  onNavigate?: () => void;
  /** Heading level of the panel title (2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
  /** Shown under the title: when the list is a copy kept on the device (offline), its date. */
  notice?: ReactNode;
};

/**
 * The notification list for the bell's popover or a page: 10 at a time, the next page near the
 * bottom of the scroll, 'No new notifications' when there are none, and Mark as read.
 */
export function NotificationsPanel({ uid, onNavigate, headingLevel = 2, className, notice }: NotificationsPanelProps) {
  const { t } = useLingui();
  const query = useNotifications(uid);
  const { data, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const markRead = useMarkNotificationRead(uid);
  const unread = unreadOf(data);
  const notifications = data?.pages.flatMap((page) => page.notifications) ?? [];
  const Heading = `h${headingLevel}` as const;

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isNearBottom(event.currentTarget)) loadMore();
  };

  let body;
  if (isPending) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading notifications…</Trans>
        </VisuallyHidden>
        <div aria-hidden="true" className={s.list}>
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={s.item}>
              <Skeleton width="50%" />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (isError && !data) {
    body = (
      <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else if (notifications.length === 0) {
    body = <p className={s.empty}>{t`No new notifications`}</p>;
  } else {
    body = (
      <>
        <ul className={s.list}>
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} onMarkRead={() => markRead.mutate(n.id)} onNavigate={onNavigate} />
          ))}
        </ul>
        {isFetchingNextPage ? (
          <div className={s.more} role="status">
            <Spinner size="sm" label={t`Loading more notifications…`} />
          </div>
        ) : hasNextPage ? (
          <div className={s.more}>
            <Button variant="text" size="sm" onClick={loadMore}>
              <Trans>Show older notifications</Trans>
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={[s.panel, className].filter(Boolean).join(' ')} aria-labelledby={`notifications-title-${uid}`} data-testid="notifications-panel">
      <div className={s.header}>
        <Heading id={`notifications-title-${uid}`} className={s.title}>
          <Trans>Notifications</Trans>
        </Heading>
        {data ? (
          <p className={s.count} data-testid="notifications-unread">
            <Plural value={unread} _0="All read" one="# unread" other="# unread" />
          </p>
        ) : null}
      </div>
      {notice}
      <div className={s.scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label={t`Notification list`}>
        {body}
      </div>
    </section>
  );
}

function NotificationItem({ notification: n, onMarkRead, onNavigate }: { notification: Notification; onMarkRead: () => void; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const when = formatDateTimeBs(n.createdAt, { locale: i18n.locale as Locale });
  return (
    <li className={s.item} data-read={n.isRead} data-testid="notification-item">
      <h3 id={`notification-${n.id}`} className={s.itemTitle}>
        {n.isRead ? null : (
          <>
            <span className={s.dot} aria-hidden="true" />
            <VisuallyHidden>
              <Trans>Unread:</Trans>{' '}
            </VisuallyHidden>
          </>
        )}
        {n.title}
      </h3>
      <p className={s.message}>{n.message}</p>
      <div className={s.meta}>
        <time className={s.time} dateTime={n.createdAt}>
          {when}
        </time>
        <div className={s.itemActions}>
          {n.link?.startsWith('/') ? (
            <Link to={n.link} className={s.link} onClick={onNavigate} aria-describedby={`notification-${n.id}`}>
              <Trans>View</Trans>
            </Link>
          ) : null}
          {n.isRead ? null : (
            <Button variant="text" size="xs" onClick={onMarkRead} aria-describedby={`notification-${n.id}`}>
              <Trans>Mark as read</Trans>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

