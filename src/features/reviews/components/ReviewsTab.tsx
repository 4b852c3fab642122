import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@contracts/reviews';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { LanguageTag } from '@/ui/LanguageTag/LanguageTag';
import { Modal } from '@/ui/Modal/Modal';
import { RatingDisplay } from '@/ui/Rating/RatingDisplay';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCanReview, useCreateReview, useReviews } from '../api/reviews';
import { ASPECT_LABELS, RATING_LABELS, WAIT_TIME_LABELS } from '../review-text';
import { ReviewForm } from './ReviewForm';
import * as s from './ReviewsTab.css';

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = formatDateTimeBs(review.createdAt, { locale });
  const aspects = review.likedAspects.map((a) => i18n._(ASPECT_LABELS[a])).join(', ');
  return (
    <li className={s.review}>
      <div className={s.head}>
        <span className={s.name}>{review.anonymous || !review.reviewerName ? t`Anonymous patient` : review.reviewerName}</span>
        <RatingDisplay value={review.stars} size="sm" />
        <span className={s.muted}>{i18n._(RATING_LABELS[review.rating])}</span>
        <span className={s.muted}>{date}</span>
        <LanguageTag language={review.language} />
      </div>
      <p className={s.muted}>
        {review.recommend ? <Trans>Recommends this doctor</Trans> : <Trans>Does not recommend this doctor</Trans>}
        {review.waitTime ? (
          <>
            {' · '}
            <Trans>Waited: {i18n._(WAIT_TIME_LABELS[review.waitTime])}</Trans>
          </>
        ) : null}
      </p>
      {review.healthProblem || review.clinicVisited ? (
        <p className={s.muted} lang={review.language}>{[review.healthProblem, review.clinicVisited].filter(Boolean).join(' · ')}</p>
      ) : null}
      {review.experience ? <p className={s.text} lang={review.language}>{review.experience}</p> : null}
      {aspects ? (
        <p className={s.muted}>
          <Trans>Liked: {aspects}</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** Whether the patient may write a review, and the form (in a modal) when they may. */
function WriteReview({ doctorId }: { doctorId: string }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const location = useLocation();
  const canReview = useCanReview(doctorId);
  const create = useCreateReview(doctorId);
  const [open, setOpen] = useState(false);

  if (!isSignedIn) {
    return (
      <p className={s.notice}>
        <Link to="/signin" search={{ redirect: location.href }}>
          <Trans>Sign in to write a review</Trans>
        </Link>
      </p>
    );
  }
  if (canReview.isPending) return <Skeleton width="50%" />;
  if (canReview.isError) return <p className={s.notice}>{t`Error: ${errorText(canReview.error)}`}</p>;
  const answer = canReview.data;
  if (!answer.canReview) {
    return (
      <p className={s.notice} data-testid="review-closed">
        {answer.reason === 'already_reviewed' ? (
          <Trans>You have already reviewed your appointments with this doctor. Thank you!</Trans>
        ) : (
          <Trans>You can review a doctor after a completed appointment with them.</Trans>
        )}
      </p>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>Write a review</Trans>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={<Trans>Write a review</Trans>} closeDisabled={create.isPending}>
        <ReviewForm
          appointmentId={answer.appointmentId}
          submitting={create.isPending}
          submitError={create.isError ? errorText(create.error) : null}
          onCancel={() => setOpen(false)}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                setOpen(false);
                toast.success(t`Thank you! Your review is published.`);
              },
            })
          }
        />
      </Modal>
    </>
  );
}

/** The reviews tab of a doctor's profile: the review form entry and the paged list, newest first. */
export function ReviewsTab({ doctorId }: { doctorId: string }) {
  const reviews = useReviews(doctorId);
  const items = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = reviews.data?.pages[0]?.pagination.total ?? 0;

  return (
    <div className={s.root}>
      <WriteReview doctorId={doctorId} />
      {reviews.isPending ? (
        <Skeleton variant="rect" height="120px" />
      ) : !reviews.data ? (
        <p role="alert">
          <Trans>Error: {errorText(reviews.error)}</Trans>
        </p>
      ) : items.length === 0 ? (
        <EmptyState title={<Trans>No reviews yet</Trans>} message={<Trans>Patients have not reviewed this doctor yet.</Trans>} headingLevel={3} />
      ) : (
        <>
          <p className={s.muted}>
            <Plural value={total} one="# review" other="# reviews" />
          </p>
          <ul className={s.list}>
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="secondary" loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              <Trans>Load more</Trans>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
