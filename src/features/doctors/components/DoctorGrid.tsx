import { Trans } from '@lingui/react/macro';
import type { DoctorCard as DoctorCardData } from '../../../../contracts/doctors';
import { useStagedCount } from '../../../lib/use-staged';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import { fullName } from '../doctor-text';
import { DoctorCard } from './DoctorCard';
import * as s from './DoctorCard.css';

export function DoctorGrid({ doctors, headingLevel }: { doctors: DoctorCardData[]; headingLevel?: 2 | 3 }) {
  // A few cards per task (src/lib/use-staged.ts); those not rendered yet hold their place, empty.
  const shown = useStagedCount(doctors.length, doctors);
  return (
    <ul className={s.grid}>
      {doctors.map((doctor, i) => (
        <li key={doctor.id} aria-hidden={i < shown ? undefined : true}>
          {i < shown ? (
            <DoctorCard
              doctor={doctor}
              headingLevel={headingLevel}
              action={<FavouriteButton doctor={doctor} doctorName={fullName(doctor)} />}
            />
          ) : (
            <div className={s.skeletonCard} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the list loads; announced once as 'Loading doctors…' (unless `announce` is false). */
export function DoctorGridSkeleton({ count, announce = true }: { count: number; announce?: boolean }) {
  return (
    <div aria-busy="true">
      {announce ? (
        <VisuallyHidden role="status">
          <Trans>Loading doctors…</Trans>
        </VisuallyHidden>
      ) : null}
      <ul className={s.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className={s.skeletonCard}>
              <Skeleton variant="circle" width="64px" height="64px" />
              <div className={s.skeletonBody}>
                <Skeleton width="70%" height="1.25em" />
                <Skeleton width="45%" />
                <Skeleton width="85%" />
                <Skeleton width="55%" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
