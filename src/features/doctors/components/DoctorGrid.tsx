import { Trans } from '@lingui/react/macro';
import type { DoctorCard as DoctorCardData } from '../../../../contracts/doctors';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { FavouriteButton } from '../../favourites/components/FavouriteButton';
import { fullName } from '../doctor-text';
import { DoctorCard } from './DoctorCard';
import * as s from './DoctorCard.css';

export function DoctorGrid({ doctors, headingLevel }: { doctors: DoctorCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={s.grid}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard
            doctor={doctor}
            headingLevel={headingLevel}
            action={<FavouriteButton doctor={doctor} doctorName={fullName(doctor)} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the list loads; announced once as 'Loading doctors…'. */
export function DoctorGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading doctors…</Trans>
      </VisuallyHidden>
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
