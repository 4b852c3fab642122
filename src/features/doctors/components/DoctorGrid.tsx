import { startTransition, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../lib/i18n';
import type { DoctorCard as DoctorCardData } from '../../../../contracts/doctors';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { FavouriteHeart, useFavouriteToggle } from '../../favourites/components/FavouriteButton';
import { fullName } from '../doctor-text';
import { DoctorCard } from './DoctorCard';
import * as s from './DoctorCard.css';

const NOT_YET: DoctorCardData[] = [];

export function DoctorGrid({ doctors, headingLevel }: { doctors: DoctorCardData[]; headingLevel?: 2 | 3 }) {
  // The cards render in a transition, which React splits into short tasks: an answer arriving is
  // a synchronous update, and twenty cards in one go block a slow phone for half a second. (Rendering
  // them a card per task instead measured worse here: twenty commits, each with its own layout.)
  const [shown, setShown] = useState(NOT_YET);
  useEffect(() => startTransition(() => setShown(doctors)), [doctors]);
  // One favourites observer and one mutation for the whole list, not one per card.
  const favourites = useFavouriteToggle();
  const { i18n } = useLingui();
  if (shown === NOT_YET && doctors.length > 0) return <DoctorGridSkeleton count={doctors.length} announce={false} />;
  return (
    <ul className={s.grid}>
      {shown.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard
            doctor={doctor}
            headingLevel={headingLevel}
            action={<FavouriteHeart doctor={doctor} doctorName={fullName(doctor, i18n.locale as Locale)} favourites={favourites} />}
          />
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
