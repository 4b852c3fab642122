import { lazy, Suspense, useDeferredValue, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctors';
import { Avatar } from '@/ui/Avatar/Avatar';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { RatingDisplay } from '@/ui/Rating/RatingDisplay';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { isNotFound } from '@/lib/api-client';
import { cityName } from '@/lib/city-names';
import { formatNumber } from '@/lib/format';
import { nearDateTimeBsParts } from '@/lib/bs-format-near';
import { withFullCatalog, type Locale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isDoctorId, useDoctorDetails } from '../api/get-doctor-details';
import { fullName, specializationName } from '../doctor-text';
import { Tabs } from '@/ui/Tabs/Tabs';
import { ClinicCard } from './ClinicCard';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Fee } from './Fee';
import * as s from './DoctorProfilePage.css';
import { devanagari } from '@contracts/digits';

// The health feed and reviews tabs load when opened (the service worker has them by then on a
// return visit): a first visit to a profile downloads, starts and styles five chunks fewer. The
// reviews tab is the reviews feature's: the route gives it (lazily loaded too, in Suspense here).
const HealthFeed = lazy(() => withFullCatalog(import('./HealthFeed')).then((m) => ({ default: m.HealthFeed })));

function TabLoading() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      <Skeleton variant="rect" height="160px" />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/find/doctors" className={s.back}>
      <span aria-hidden="true">←</span>
      <Trans>All doctors</Trans>
    </Link>
  );
}

export type DoctorProfileSlots = {
  /** Beside "Book appointment" (favourites' heart). */
  favouriteButton: ComponentType<{ doctor: DoctorDetails; doctorName: string }>;
  /** The Reviews tab's content (the reviews feature's, loaded when the tab opens). */
  reviews: ReactNode;
};

/** /find/doctors/$id: a doctor's profile; the route gives what other features add to it. */
export function DoctorProfilePage({ id, ...slots }: { id: string } & DoctorProfileSlots) {
  const { t, i18n } = useLingui();
  const validId = isDoctorId(id);
  const { data, isPending, isError, error, refetch, isFetching } = useDoctorDetails(id);
  const notFound = !validId || (isError && isNotFound(error));
  const name = data ? fullName(data, i18n.locale as Locale) : '';
  useDocumentTitle(data ? t`Dr. ${name}` : notFound ? t`Doctor not found` : t`Doctor profile`);
  // The profile renders in a transition, which React splits into short tasks: the answer arriving
  // is a synchronous update (the query's external store), and the whole profile in one go was a
  // 60–90 ms task here (four times that on a slow phone). Meanwhile the skeleton stays.
  // (Called before any return: a hook's place must not depend on the query's state.)
  const shown = useDeferredValue(data);

  if (notFound) {
    return (
      <div className={s.page}>
        <BackLink />
        <EmptyState
          headingLevel={1}
          title={<Trans>Not found</Trans>}
          message={<Trans>This doctor could not be found. The link may be old or mistyped.</Trans>}
          action={
            <Link to="/find/doctors" className={s.back}>
              <Trans>Find doctors</Trans>
            </Link>
          }
        />
      </div>
    );
  }
  // A refetch that failed (offline) leaves the profile seen before: it is shown, not the error.
  if (isError && !data) {
    return (
      <div className={s.page}>
        <BackLink />
        <h1 className={s.name}>
          <Trans>Doctor profile</Trans>
        </h1>
        <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (isPending || !shown) return <ProfileSkeleton />;
  return <DoctorProfile doctor={shown} {...slots} />;
}

function ProfileSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading the doctor's profile…</Trans>
      </VisuallyHidden>
      <div className={s.hero} aria-hidden="true">
        <Skeleton variant="circle" width="96px" height="96px" />
        <div className={s.heroBody}>
          <Skeleton width="60%" height="1.75em" />
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </div>
      </div>
      <Skeleton variant="rect" height="160px" />
    </div>
  );
}

function DoctorProfile({ doctor, favouriteButton: FavouriteButton, reviews }: { doctor: DoctorDetails } & DoctorProfileSlots) {
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
  const otherSpecializations = doctor.specializations;
  const languages = doctor.languages.join(', ');
  const [tab, setTab] = useState('profile');
  const profileInfo = (
    <>
      <div className={s.sections}>
        <section className={s.section} aria-labelledby="about-title">
          <h2 id="about-title" className={s.sectionTitle}>
            <Trans>About</Trans>
          </h2>
          <p className={s.bio}>{doctor.biography}</p>
          {doctor.languages.length > 0 ? (
            <p className={s.muted}>
              <Trans>Languages: {languages}</Trans>
            </p>
          ) : null}
        </section>

        {otherSpecializations.length > 0 ? (
          <section className={s.section} aria-labelledby="specializations-title">
            <h2 id="specializations-title" className={s.sectionTitle}>
              <Trans>Specializations</Trans>
            </h2>
            <ul className={s.chips}>
              {otherSpecializations.map((spec) => (
                <li key={spec.slug}>
                  <Link to="/find/doctors" search={{ specialization: spec.slug }} className={s.chipLink}>
                    {specializationName(spec, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {doctor.services.length > 0 ? (
          <section className={s.section} aria-labelledby="services-title">
            <h2 id="services-title" className={s.sectionTitle}>
              <Trans>Services</Trans>
            </h2>
            <ul className={s.list}>
              {doctor.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {doctor.education.length > 0 ? (
          <section className={s.section} aria-labelledby="education-title">
            <h2 id="education-title" className={s.sectionTitle}>
              <Trans>Education</Trans>
            </h2>
            <ul className={s.plainList}>
              {doctor.education.map((e) => (
                <li key={`${e.degree}-${e.institution}`}>
                  <p className={s.itemTitle}>{e.degree}</p>
                  <p className={s.muted}>
                    {e.institution}
                    {e.year !== null ? `, ${formatNumber(e.year, locale, { useGrouping: false })}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {doctor.experiences.length > 0 ? (
          <section className={s.section} aria-labelledby="experience-title">
            <h2 id="experience-title" className={s.sectionTitle}>
              <Trans>Work experience</Trans>
            </h2>
            <ul className={s.plainList}>
              {doctor.experiences.map((e) => {
                const from = formatNumber(e.fromYear, locale, { useGrouping: false });
                const to = e.toYear !== null ? formatNumber(e.toYear, locale, { useGrouping: false }) : null;
                return (
                  <li key={`${e.title}-${e.organisation}-${e.fromYear}`}>
                    <p className={s.itemTitle}>{e.title}</p>
                    <p className={s.muted}>
                      {e.organisation}, {to ? <Trans>{from} to {to}</Trans> : <Trans>{from} to now</Trans>}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>

    </>
  );
  const location =
    doctor.clinics.length > 0 ? (
        <section className={s.section} aria-labelledby="clinics-title">
          <h2 id="clinics-title" className={s.sectionTitle}>
            <Plural value={doctor.clinics.length} one="Clinic" other="Clinics" />
          </h2>
          <div className={s.sections}>
            {doctor.clinics.map((clinic) => (
              <ClinicCard key={clinic.id} clinic={clinic} />
            ))}
          </div>
        </section>
      ) : (
      <p className={s.muted}>
        <Trans>No clinic details yet.</Trans>
      </p>
    );

  return (
    <div className={s.page}>
      <BackLink />
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
            <FavouriteButton doctor={doctor} doctorName={name} />
          </div>
        </div>
      </section>

      <Tabs
        className={s.tabs}
        aria-label={t`Doctor profile sections`}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'profile', label: <Trans>Profile</Trans>, content: profileInfo },
          { id: 'location', label: <Trans>Location</Trans>, content: location },
          { id: 'feed', label: <Trans>Health feed</Trans>, content: <Suspense fallback={<TabLoading />}><HealthFeed doctor={doctor} /></Suspense> },
          { id: 'reviews', label: <Trans>Reviews</Trans>, content: <Suspense fallback={<TabLoading />}>{reviews}</Suspense> },
        ]}
      />
    </div>
  );
}
