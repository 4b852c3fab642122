import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { DoctorCard as DoctorCardData } from '@contracts/doctors';
import { Avatar } from '@/ui/Avatar/Avatar';
import { RatingDisplay } from '@/ui/Rating/RatingDisplay';
import { cityName } from '@/lib/domain/city-names';
import { formatNearDateTimeBs } from '@/lib/i18n/bs-format-near';
import type { Locale } from '@/lib/i18n/i18n';
import { fullName, specializationName } from '../doctor-text';
import { Fee } from './Fee';
import * as s from './DoctorCard.css';

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}

/**
 * One doctor in a list: name, main specialization, city, fee, rating, badges; opens the profile.
 * Texts are plain strings (`t`, `plural`), not <Trans> elements: a list renders twenty cards, and
 * each <Trans> is three components more to render on a slow phone.
 */
export function DoctorCard({
  doctor,
  headingLevel = 3,
  action,
}: {
  doctor: DoctorCardData;
  headingLevel?: 2 | 3;
  /** E.g. the favourite heart, shown in the card's corner above the stretched link. */
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = fullName(doctor, locale);
  const Heading = `h${headingLevel}` as const;
  const votes = doctor.votes;
  const years = doctor.experienceYears;
  const nextAvailable = doctor.nextAvailableAt ? formatNearDateTimeBs(doctor.nextAvailableAt, { locale }) : null;

  return (
    <article className={s.card}>
      <Avatar src={doctor.profilePictureUrl} name={name} size="lg" decorative />
      <div className={s.body}>
        <Heading className={s.name}>
          <Link to="/find/doctors/$id" params={{ id: doctor.id }} className={s.link}>
            {t`Dr. ${name}`}
          </Link>
        </Heading>
        <p className={s.specialization}>{specializationName(doctor.mainSpecialization, locale)}</p>
        {doctor.registrationVerified || doctor.availableToday ? (
          <ul className={s.badges}>
            {doctor.registrationVerified ? (
              <li className={s.verified}>
                <CheckIcon />
                {t`Verified`}
              </li>
            ) : null}
            {doctor.availableToday ? (
              <li className={s.available}>
                {t`Available today`}
              </li>
            ) : null}
          </ul>
        ) : null}
        <dl className={s.facts}>
          <div className={s.fact}>
            <dt className={s.factLabel}>
              {t`Fee`}
            </dt>
            <dd className={s.factValue}>
              <Fee feePaisa={doctor.consultationFeePaisa} discountPercent={doctor.discountPercent} />
            </dd>
          </div>
          {doctor.city ? (
            <div className={s.fact}>
              <dt className={s.factLabel}>
                {t`City`}
              </dt>
              <dd className={s.factValue}>{cityName(i18n, doctor.city)}</dd>
            </div>
          ) : null}
          <div className={s.fact}>
            <dt className={s.factLabel}>
              {t`Experience`}
            </dt>
            <dd className={s.factValue}>
              {plural(years, { one: '# year', other: '# years' })}
            </dd>
          </div>
        </dl>
        {votes > 0 ? (
          <p className={s.rating}>
            <RatingDisplay value={doctor.ratingAvg} size="sm" showValue />
            <span className={s.votes}>
              ({plural(votes, { one: '# vote', other: '# votes' })})
            </span>
          </p>
        ) : (
          // No votes is not a rating of zero: empty stars read as "rated 0 out of 5".
          <p className={`${s.rating} ${s.votes}`}>{t`No ratings yet`}</p>
        )}
        {!doctor.availableToday && nextAvailable ? (
          <p className={s.next}>
            {t`Next available: ${nextAvailable}`}
          </p>
        ) : null}
      </div>
      {action ? <div className={s.action}>{action}</div> : null}
    </article>
  );
}
