import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from '@contracts/record-options';
import { REVIEW_RATING_STARS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type CreateReviewInput } from '@contracts/reviews';
import { Button } from '@/ui/Button/Button';
import { Rating } from '@/ui/Rating/Rating';
import { useFormDraft } from '@/lib/offline/drafts';
import { ASPECT_LABELS, RATING_LABELS, WAIT_TIME_LABELS } from '../review-text';
import * as s from './ReviewForm.css';

type Aspect = (typeof REVIEW_ASPECTS)[number];
type WaitTime = (typeof REVIEW_WAIT_TIMES)[number];

const ratingForStars = (stars: number) => REVIEW_RATINGS.find((r) => REVIEW_RATING_STARS[r] === stars);

export type ReviewFormProps = {
  onSubmit: (input: CreateReviewInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's error text, if the last submit failed. */
  submitError?: string | null;
  appointmentId?: string;
};

type Errors = Partial<Record<'recommend' | 'waitTime' | 'rating' | 'experience', string>>;

/** The review form of spec 3; checks the required answers before anything is sent. */
export function ReviewForm({ onSubmit, onCancel, submitting = false, submitError, appointmentId }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [clinicVisited, setClinicVisited] = useState('');
  const [healthProblem, setHealthProblem] = useState('');
  const [waitTime, setWaitTime] = useState<WaitTime | ''>('');
  const [aspects, setAspects] = useState<Aspect[]>([]);
  const [stars, setStars] = useState(0);
  const [experience, setExperience] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // The written parts survive an app update's reload (issue 15).
  useFormDraft(`review:${appointmentId ?? ''}`, { clinicVisited, healthProblem, experience }, (draft) => {
    if (draft.clinicVisited !== undefined) setClinicVisited(draft.clinicVisited);
    if (draft.healthProblem !== undefined) setHealthProblem(draft.healthProblem);
    if (draft.experience !== undefined) setExperience(draft.experience);
  });

  const rating = ratingForStars(stars);
  const min = REVIEW_TEXT_MIN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (recommend === null) next.recommend = t`Say whether you would recommend this doctor.`;
    if (!waitTime) next.waitTime = t`Choose how long you waited.`;
    if (!rating) next.rating = t`Choose a rating.`;
    const text = experience.trim();
    if (text.length < REVIEW_TEXT_MIN) next.experience = t`Write at least ${min} characters about your visit.`;
    setErrors(next);
    if (Object.keys(next).length > 0 || recommend === null || !waitTime || !rating) {
      const first = document.getElementById(`${id}-${Object.keys(next)[0] ?? ''}`);
      first?.focus?.();
      return;
    }
    onSubmit({
      recommend,
      clinicVisited: clinicVisited.trim() || null,
      healthProblem: healthProblem.trim() || null,
      waitTime,
      likedAspects: aspects,
      rating,
      experience: text,
      anonymous,
      ...(appointmentId ? { appointmentId } : {}),
    });
  };

  const errorId = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t`Review form`}>
      <fieldset className={s.fieldset} aria-describedby={errorId('recommend')}>
        <legend className={s.legend}>
          <Trans>Would you recommend this doctor?</Trans>
        </legend>
        <div className={s.options}>
          <label className={s.option}>
            <input
              id={`${id}-recommend`}
              type="radio"
              name={`${id}-recommend`}
              checked={recommend === true}
              onChange={() => setRecommend(true)}
            />
            <Trans>Yes</Trans>
          </label>
          <label className={s.option}>
            <input type="radio" name={`${id}-recommend`} checked={recommend === false} onChange={() => setRecommend(false)} />
            <Trans>No</Trans>
          </label>
        </div>
        {errors.recommend ? (
          <p id={`${id}-recommend-error`} className={s.error}>
            {errors.recommend}
          </p>
        ) : null}
      </fieldset>

      <div className={s.fieldset}>
        <label htmlFor={`${id}-clinic`} className={s.label}>
          <Trans>Clinic visited (optional)</Trans>
        </label>
        <input
          id={`${id}-clinic`}
          className={s.control}
          value={clinicVisited}
          maxLength={120}
          onChange={(e) => setClinicVisited(e.target.value)}
        />
      </div>

      <div className={s.fieldset}>
        <label htmlFor={`${id}-problem`} className={s.label}>
          <Trans>Health problem (optional)</Trans>
        </label>
        <input
          id={`${id}-problem`}
          className={s.control}
          value={healthProblem}
          maxLength={200}
          onChange={(e) => setHealthProblem(e.target.value)}
        />
      </div>

      <div className={s.fieldset}>
        <label htmlFor={`${id}-waitTime`} className={s.label}>
          <Trans>How long did you wait?</Trans>
        </label>
        <select
          id={`${id}-waitTime`}
          className={s.control}
          value={waitTime}
          aria-invalid={errors.waitTime ? true : undefined}
          aria-describedby={errorId('waitTime')}
          onChange={(e) => setWaitTime(e.target.value as WaitTime | '')}
        >
          <option value="">{t`Choose…`}</option>
          {REVIEW_WAIT_TIMES.map((w) => (
            <option key={w} value={w}>
              {i18n._(WAIT_TIME_LABELS[w])}
            </option>
          ))}
        </select>
        {errors.waitTime ? (
          <p id={`${id}-waitTime-error`} className={s.error}>
            {errors.waitTime}
          </p>
        ) : null}
      </div>

      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          <Trans>What did you like? (optional)</Trans>
        </legend>
        <div className={s.options}>
          {REVIEW_ASPECTS.map((aspect) => (
            <label key={aspect} className={s.option}>
              <input
                type="checkbox"
                checked={aspects.includes(aspect)}
                onChange={(e) =>
                  setAspects((list) => (e.target.checked ? [...list, aspect] : list.filter((a) => a !== aspect)))
                }
              />
              {i18n._(ASPECT_LABELS[aspect])}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={s.fieldset}>
        <span id={`${id}-rating-label`} className={s.label}>
          <Trans>Overall rating</Trans>
        </span>
        <Rating
          mode="input"
          value={stars}
          onChange={setStars}
          aria-labelledby={`${id}-rating-label`}
          aria-describedby={errorId('rating')}
          required
        />
        {rating ? <p className={s.muted}>{i18n._(RATING_LABELS[rating])}</p> : null}
        {errors.rating ? (
          <p id={`${id}-rating-error`} className={s.error}>
            {errors.rating}
          </p>
        ) : null}
      </div>

      <div className={s.fieldset}>
        <label htmlFor={`${id}-experience`} className={s.label}>
          <Trans>Your experience</Trans>
        </label>
        <textarea
          id={`${id}-experience`}
          className={s.control}
          rows={4}
          value={experience}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={errors.experience ? true : undefined}
          aria-describedby={errorId('experience')}
          onChange={(e) => setExperience(e.target.value)}
        />
        {errors.experience ? (
          <p id={`${id}-experience-error`} className={s.error}>
            {errors.experience}
          </p>
        ) : null}
      </div>

      <label className={s.option}>
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
        <Trans>Post anonymously (your name is not shown)</Trans>
      </label>

      {submitError ? (
        <p role="alert" className={s.error}>
          {submitError}
        </p>
      ) : null}

      <div className={s.actions}>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          <Trans>Submit review</Trans>
        </Button>
      </div>
    </form>
  );
}
