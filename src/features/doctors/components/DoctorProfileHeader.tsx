import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctor-details';
import { devanagari } from '@contracts/digits';
import { Avatar } from '@/ui/Avatar/Avatar';
import { RatingDisplay } from '@/ui/Rating/RatingDisplay';
import { cityName } from '@/lib/domain/city-names';
import { nearDateTimeBsParts } from '@/lib/i18n/bs-format-near';
import type { Locale } from '@/lib/i18n/i18n';
import { fullName, specializationName } from '../doctor-text';
import { Fee } from './Fee';
import * as s from './DoctorProfilePage.css';

/**
 * The profile's header: picture, name, specialization, registration, rating, the key facts (fee,
 * experience, city, availability, longest wait), "Book appointment" and `actions` beside it.
 */
export function DoctorProfileHeader({ doctor, actions }: { doctor: DoctorDetails; actions: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = fullName(doctor, locale);
  const votes = doctor.votes;
  const years = doctor.experienceYears;
  // Registration numbers in the reader's digits (Devanagari in Nepali), like every other number.
  const nmcNumber = locale === 'ne' && doctor.nmcNumber ? devanagari(doctor.nmcNumber) : doctor.nmcNumber;
  // The other calendar on a line of its own: one long wrapped line in this narrow column was the page's
  // largest text, painted only once the data is in (LCP 0.7 → 2.1 s at 4× CPU).
  const [nextAvailable, nextAvailableOther] = doctor.nextAvailableAt ? nearDateTimeBsParts(doctor.nextAvailableAt, { locale }) : [null, null];
  const waitMinutes = doctor.maxWaitMinutes;
  return (
    <section className={s.hero} aria-labelledby="doctor-name">
      <Avatar src={doctor.profilePictureUrl} name={name} size="xl" decorative />
      <div className={s.heroBody}>
        <h1 id="doctor-name" className={s.name}>
          {t`Dr. ${name}`}
        </h1>
        <p className={s.specialization}>{specializationName(doctor.mainSpecialization, locale)}</p>
        <p className={s.muted}>
          {doctor.registrationVerified ? (
            <Trans>NMC registration {nmcNumber}, verified</Trans>
          ) : (
            <Trans>NMC registration {nmcNumber}, not yet verified</Trans>
          )}
        </p>
        {votes > 0 ? (
          <p>
            <RatingDisplay value={doctor.ratingAvg} showValue />{' '}
            <span className={s.muted}>
              (<Plural value={votes} one="# vote" other="# votes" />)
            </span>
          </p>
        ) : (
          <p className={s.muted}>
            <Trans>No ratings yet</Trans>
          </p>
        )}
        <dl className={s.keyFacts}>
          <div className={s.keyFact}>
            <dt className={s.keyLabel}>
              <Trans>Consultation fee</Trans>
            </dt>
            <dd className={s.keyValue}>
              <Fee feePaisa={doctor.consultationFeePaisa} discountPercent={doctor.discountPercent} />
            </dd>
          </div>
          <div className={s.keyFact}>
            <dt className={s.keyLabel}>
              <Trans>Experience</Trans>
            </dt>
            <dd className={s.keyValue}>
              <Plural value={years} one="# year" other="# years" />
            </dd>
          </div>
          {doctor.city ? (
            <div className={s.keyFact}>
              <dt className={s.keyLabel}>
                <Trans>City</Trans>
              </dt>
              <dd className={s.keyValue}>{cityName(i18n, doctor.city)}</dd>
            </div>
          ) : null}
          <div className={s.keyFact}>
            <dt className={s.keyLabel}>
              <Trans>Availability</Trans>
            </dt>
            <dd className={s.keyValue}>
              {doctor.availableToday ? (
                <Trans>Available today</Trans>
              ) : nextAvailable ? (
                <>
                  <Trans>From {nextAvailable}</Trans>
                  {nextAvailableOther ? <span className={s.otherCalendar}>{nextAvailableOther}</span> : null}
                </>
              ) : (
                <Trans>No free times yet</Trans>
              )}
            </dd>
          </div>
          {waitMinutes !== null ? (
            <div className={s.keyFact}>
              <dt className={s.keyLabel}>
                <Trans>Longest wait</Trans>
              </dt>
              <dd className={s.keyValue}>
                <Plural value={waitMinutes} one="# minute" other="# minutes" />
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={s.heroActions}>
          <Link to="/book/$doctorId" params={{ doctorId: doctor.id }} className={s.bookLink}>
            <Trans>Book appointment</Trans>
          </Link>
          {actions}
        </div>
      </div>
    </section>
  );
}
