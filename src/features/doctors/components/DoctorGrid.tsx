import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/i18n';
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

/** Cards rendered per task (below). */
const SLICE = 4;

export function DoctorGrid({ doctors, headingLevel, cardActions: Actions }: { doctors: DoctorCardData[]; headingLevel?: 2 | 3; cardActions: DoctorCardActions }) {
  // The cards render a few at a time, each slice in a task of its own and in a transition: an answer
  // arriving is a synchronous update, and twenty cards in one go block a slow phone for a long task.
  // preact/compat (the production build, vite.preact.ts) has no concurrent rendering, so the slices
  // are what keeps its tasks short; React splits each transition further. (One card per task measured
  // worse on React: twenty commits, each with its own layout.)
  const slices = useMemo(() => Array.from({ length: Math.ceil(doctors.length / SLICE) }, (_, i) => doctors.slice(i * SLICE, (i + 1) * SLICE)), [doctors]);
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Actions>
      {(action) => (
        <ul className={s.grid}>
          {slices.map((slice, i) => (
            <CardSlice key={i} doctors={slice} render={(doctor) => <DoctorCard doctor={doctor} headingLevel={headingLevel} action={action(doctor, fullName(doctor, locale))} />} />
          ))}
        </ul>
      )}
    </Actions>
  );
}

/** Placeholder cards until its first doctors are rendered (its own task, after the grid's); then the last ones it was given. */
function CardSlice({ doctors, render }: { doctors: DoctorCardData[]; render: (doctor: DoctorCardData) => ReactNode }) {
  const [shown, setShown] = useState(NOT_YET);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(doctors)));
    return () => clearTimeout(timer);
  }, [doctors]);
  if (shown === NOT_YET) return <SkeletonCards count={doctors.length} />;
  return shown.map((doctor) => <li key={doctor.id}>{render(doctor)}</li>);
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
