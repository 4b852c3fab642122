import { useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { useActivities, useSetArchived, type Activity } from '../api/activities';
import * as s from './ActivityPanel.css';

type Props = {
  uid: string;
  archived: boolean;
  /** Items per page. */
  limit: number;
  /** Offer "Show more" for the next page (the full list); otherwise only the first page. */
  paged?: boolean;
};

/** Recent (or archived) activity, newest first, with Archive / Move back. */
export function ActivityList({ uid, archived, limit, paged = false }: Props) {
  // The answer renders in a transition (in slices that yield to the browser): its arrival is a
  // synchronous update (the query's external store), one long task on a slow phone otherwise.
  const { data, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useDeferredValue(useActivities(uid, archived, limit));
  const change = useSetArchived(uid);

  if (isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading activity…</Trans>
        </VisuallyHidden>
        <div aria-hidden="true" className={s.list}>
          <Skeleton lines={2} />
          <Skeleton lines={2} />
        </div>
      </div>
    );
  }
  if (isError && !data) {
    return (
      <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  const items = paged ? data.pages.flatMap((page) => page.activities) : (data.pages[0]?.activities ?? []);
  if (items.length === 0) {
    return (
      <p className={s.empty}>
        {archived ? <Trans>No archived activity.</Trans> : <Trans>No recent activity yet.</Trans>}
      </p>
    );
  }
  return (
    <>
      <ul className={s.list}>
        {items.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            busy={change.isPending && change.variables.id === activity.id}
            onToggle={() =>
              change.mutate(
                { id: activity.id, archived: !activity.isArchived },
                { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)) },
              )
            }
          />
        ))}
      </ul>
      {paged && hasNextPage ? (
        <div className={s.more}>
          <Button variant="outline" size="sm" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ActivityItem({ activity: a, busy, onToggle }: { activity: Activity; busy: boolean; onToggle: () => void }) {
  const { i18n } = useLingui();
  const when = formatDateTimeBs(a.createdAt, { locale: i18n.locale as Locale });
  const titleId = `activity-${a.id}`;
  return (
    <li className={s.item} data-testid="activity-item">
      <div className={s.itemBody}>
        <p id={titleId} className={s.itemTitle}>
          {a.title}
        </p>
        {a.description ? <p className={s.muted}>{a.description}</p> : null}
        <p className={s.muted}>
          <time dateTime={a.createdAt}>{when}</time>
        </p>
      </div>
      <div className={s.itemActions}>
        {a.appointmentId ? (
          <Link to="/appointments/$id" params={{ id: a.appointmentId }} className={s.link} aria-describedby={titleId}>
            <Trans>View</Trans>
          </Link>
        ) : a.medicineOrderId ? (
          <Link to="/medicine-order/$id" params={{ id: a.medicineOrderId }} className={s.link} aria-describedby={titleId}>
            <Trans>View</Trans>
          </Link>
        ) : null}
        <Button variant="text" size="sm" onClick={onToggle} loading={busy} aria-describedby={titleId}>
          {a.isArchived ? <Trans>Move back</Trans> : <Trans>Archive</Trans>}
        </Button>
      </div>
    </li>
  );
}
