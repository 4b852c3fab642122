import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '../../../../contracts/doctors';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { formatDateTime } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n';
import * as s from './DoctorProfilePage.css';

/** The doctor's latest health-feed posts (newest first). */
export function HealthFeed({ doctor }: { doctor: DoctorDetails }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (doctor.healthFeed.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={<Trans>No posts yet</Trans>}
        message={<Trans>This doctor has not posted any health tips yet.</Trans>}
      />
    );
  }
  return (
    <ul className={s.feed}>
      {doctor.healthFeed.map((post) => {
        const likes = post.likes;
        return (
          <li key={post.id}>
            <article className={s.post}>
              <h3 className={s.itemTitle}>{post.title}</h3>
              <p className={s.muted}>
                {formatDateTime(post.publishedAt, { locale })} · <Plural value={likes} one="# like" other="# likes" />
              </p>
              <p className={s.postBody}>{post.body}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
