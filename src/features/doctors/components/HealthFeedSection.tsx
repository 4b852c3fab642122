import { useDeferredValue, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { WhenNear } from '@/ui/WhenNear/WhenNear';
import { errorText } from '@/lib/api/api-client';
import { useHealthFeed } from '../api/get-health-feed';
import { HealthFeedList } from './HealthFeed';
import * as s from './HealthFeed.css';

/**
 * Home: doctors' health-feed posts across the directory, newest first, a page at a time; `notice`
 * dates a kept copy. The posts render when scrolled near (the home's last section).
 */
export function HealthFeedSection({ notice }: { notice?: ReactNode }) {
  const { t } = useLingui();
  // The answer renders in a transition (in slices that yield to the browser): its arrival is a
  // synchronous update (the query's external store), one long task on a slow phone otherwise.
  const feed = useDeferredValue(useHealthFeed());
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  let content;
  if (feed.isPending) {
    content = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading the health feed…</Trans>
        </VisuallyHidden>
        <Skeleton variant="rect" />
      </div>
    );
  } else if (feed.isError && !feed.data) {
    content = <QueryError error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  } else if (posts.length === 0) {
    content = (
      <EmptyState headingLevel={3} title={<Trans>No posts yet</Trans>} message={<Trans>Doctors' health tips will appear here.</Trans>} />
    );
  } else {
    content = (
      <>
        <HealthFeedList posts={posts} />
        {feed.isFetchNextPageError ? (
          <p role="alert" className={s.muted}>{errorText(feed.error)}</p>
        ) : null}
        {feed.hasNextPage ? (
          <Button
            variant="outline"
            className={s.more}
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
            aria-label={t`Load more health-feed posts`}
          >
            <Trans>Load more</Trans>
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className={s.section} aria-labelledby="health-feed-title" data-testid="health-feed">
      <h2 id="health-feed-title" className={s.title}>
        <Trans>Health feed</Trans>
      </h2>
      {notice}
      <WhenNear height="400px">{content}</WhenNear>
    </section>
  );
}
