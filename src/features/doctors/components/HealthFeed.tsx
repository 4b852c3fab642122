import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails, HealthFeedPost } from '@contracts/doctor-details';
import type { FeedPost } from '@contracts/feed';
import { displayDoctorName } from '@contracts/doctor-name';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { LanguageTag } from '@/ui/LanguageTag/LanguageTag';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import * as s from './HealthFeed.css';

/** Health-feed posts, newest first; with `FeedPost`s (the home feed) each names its doctor. */
export function HealthFeedList({ posts, headingLevel = 3 }: { posts: readonly (HealthFeedPost | FeedPost)[]; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={s.feed}>
      {posts.map((post) => {
        const likes = post.likes;
        const author = 'doctor' in post ? post.doctor : null;
        const name = author ? displayDoctorName(author, locale) : '';
        return (
          <li key={post.id}>
            <article className={s.post} data-testid="health-feed-post">
              <Heading className={s.itemTitle} lang={post.language}>{post.title}</Heading>
              {author ? (
                <p className={s.author}>
                  <Link to="/find/doctors/$id" params={{ id: author.id }}>{t`Dr. ${name}`}</Link>
                  {' · '}
                  {author.specialization}
                </p>
              ) : null}
              <p className={s.muted}>
                {formatDateTimeBs(post.publishedAt, { locale })} · <Plural value={likes} one="# like" other="# likes" />{' '}
                <LanguageTag language={post.language} />
              </p>
              <p className={s.postBody} lang={post.language}>{post.body}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** The doctor profile's tab: the doctor's latest health-feed posts (newest first). */
export function HealthFeed({ doctor }: { doctor: DoctorDetails }) {
  if (doctor.healthFeed.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={<Trans>No posts yet</Trans>}
        message={<Trans>This doctor has not posted any health tips yet.</Trans>}
      />
    );
  }
  return <HealthFeedList posts={doctor.healthFeed} />;
}
