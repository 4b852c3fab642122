import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { useTopDoctors } from '../api/get-doctors';
import { DoctorGrid, DoctorGridSkeleton, type DoctorCardActions } from './DoctorGrid';
import { QueryError } from '@/ui/QueryError/QueryError';
import { WhenNear } from '@/ui/WhenNear/WhenNear';
import * as s from './TopDoctors.css';

/**
 * Home page: the six best-rated doctors; `notice` dates a copy kept on the device (signed-in home);
 * `cardActions` are what each card offers beside the doctor (the route gives favourites' hearts);
 * `whenNear`: the cards render when scrolled near (the signed-in home, far below its first screen).
 */
export function TopDoctors({ notice, cardActions, whenNear = false }: { notice?: ReactNode; cardActions: DoctorCardActions; whenNear?: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useTopDoctors();

  let content;
  if (isPending) content = <DoctorGridSkeleton count={6} />;
  // A refetch that failed (offline) leaves the last list: it is shown, not the error.
  else if (isError && !data) content = <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.doctors.length === 0)
    content = (
      <EmptyState
        headingLevel={3}
        title={<Trans>No doctors to show yet</Trans>}
        message={<Trans>Please check again soon.</Trans>}
      />
    );
  else content = <DoctorGrid doctors={data.doctors} headingLevel={3} cardActions={cardActions} />;

  return (
    <section className={s.section} aria-labelledby="top-doctors-title">
      <div className={s.header}>
        <h2 id="top-doctors-title" className={s.title}>
          <Trans>Top doctors</Trans>
        </h2>
        <Link to="/find/doctors" search={{ sort: 'rating' }} className={s.seeAll}>
          <Trans>See all doctors</Trans>
        </Link>
      </div>
      {notice}
      {whenNear ? <WhenNear height="400px">{content}</WhenNear> : content}
    </section>
  );
}
