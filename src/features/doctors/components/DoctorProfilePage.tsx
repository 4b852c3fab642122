import { lazy, Suspense, useDeferredValue, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DoctorDetails } from '@contracts/doctor-details';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { isNotFound } from '@/lib/api/api-client';
import { withFullCatalog, type Locale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { isDoctorId, useDoctorDetails } from '../api/get-doctor-details';
import { fullName } from '../doctor-text';
import { Tabs } from '@/ui/Tabs/Tabs';
import { QueryError } from '@/ui/QueryError/QueryError';
import { DoctorProfileHeader } from './DoctorProfileHeader';
import { DoctorProfileInfo } from './DoctorProfileInfo';
import * as s from './DoctorProfilePage.css';

// The location, health feed and reviews tabs load when opened (the service worker has them by then on
// a return visit): a first visit to a profile downloads, starts and styles five chunks fewer. The
// reviews tab is the reviews feature's: the route gives it (lazily loaded too, in Suspense here).
const DoctorLocation = lazy(() => withFullCatalog(import('./DoctorLocation')).then((m) => ({ default: m.DoctorLocation })));
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
  const [tab, setTab] = useState('profile');
  return (
    <div className={s.page}>
      <BackLink />
      <DoctorProfileHeader doctor={doctor} actions={<FavouriteButton doctor={doctor} doctorName={fullName(doctor, i18n.locale as Locale)} />} />
      <Tabs
        className={s.tabs}
        aria-label={t`Doctor profile sections`}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'profile', label: <Trans>Profile</Trans>, content: <DoctorProfileInfo doctor={doctor} /> },
          { id: 'location', label: <Trans>Location</Trans>, content: <Suspense fallback={<TabLoading />}><DoctorLocation doctor={doctor} /></Suspense> },
          { id: 'feed', label: <Trans>Health feed</Trans>, content: <Suspense fallback={<TabLoading />}><HealthFeed doctor={doctor} /></Suspense> },
          { id: 'reviews', label: <Trans>Reviews</Trans>, content: <Suspense fallback={<TabLoading />}>{reviews}</Suspense> },
        ]}
      />
    </div>
  );
}
