import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/i18n/i18n';
import type { DoctorCard as DoctorCardData } from '@contracts/doctors';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { fullName } from '../doctor-text';
import { DoctorCard } from './DoctorCard';
import * as s from './DoctorCard.css';

const NOT_YET: DoctorCardData[] = [];

/** What a card shows beside the doctor (the favourites' heart), for one doctor. */
export type DoctorCardAction = (doctor: DoctorCardData, doctorName: string) => ReactNode;

/**
 * The actions of a whole list's cards, given by the route (another feature's, e.g. favourites'): one
 * component for the list, so that its cards share one state (one query observer, one change), not one each.
 */
export type DoctorCardActions = ComponentType<{ children: (action: DoctorCardAction) => ReactNode }>;

export function DoctorGrid({ doctors, headingLevel, cardActions: Actions }: { doctors: DoctorCardData[]; headingLevel?: 2 | 3; cardActions: DoctorCardActions }) {
  // An answer arriving is a synchronous update (the query's external store): the grid mounts with
  // placeholder cards, and the cards render in a transition, which React renders in slices that yield
  // to the browser, so twenty cards are no long task on a slow phone.
  const [shown, setShown] = useState(NOT_YET);
  useEffect(() => startTransition(() => setShown(doctors)), [doctors]);
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (shown === NOT_YET) return <ul className={s.grid} aria-hidden="true"><SkeletonCards count={doctors.length} /></ul>;
  return (
    <Actions>
      {(action) => (
        <ul className={s.grid}>
          {shown.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} headingLevel={headingLevel} action={action(doctor, fullName(doctor, locale))} />
            </li>
          ))}
        </ul>
      )}
    </Actions>
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
        <SkeletonCards count={count} />
      </ul>
    </div>
  );
}

function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
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
  ));
}
