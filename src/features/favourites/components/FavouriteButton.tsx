import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { DoctorCard } from '@contracts/doctors';
import { useAuth } from '@/lib/auth/auth-provider';
import * as s from './FavouriteButton.css';

const FavouriteSync = lazy(() => import('./FavouriteSync'));

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );
}

/** The favourite state and the change, shared by every heart of a page (one query observer and one change, not one per card). */
export type FavouriteToggle = {
  isFavourite: (doctorId: string) => boolean;
  /** The doctor whose change is on its way, if any. */
  busyId: string | undefined;
  toggle: (doctor: DoctorCard) => void;
};

const NOTHING_YET: FavouriteToggle = { isFavourite: () => false, busyId: undefined, toggle: () => {} };

/**
 * A page's favourite state and what keeps it: a guest's hearts send them to sign in and back; a
 * signed-in patient's come from FavouriteSync (its own chunk, rendered beside the hearts), with no
 * state until it has loaded.
 */
function useFavourites(): [FavouriteToggle, ReactNode] {
  const { isSignedIn } = useAuth();
  // The router itself, not useLocation(): the address is read at the click, without re-rendering on every navigation.
  const router = useRouter();
  const [synced, setSynced] = useState<FavouriteToggle | null>(null);
  if (!isSignedIn && synced) setSynced(null);
  const guest = useMemo<FavouriteToggle>(
    () => ({
      isFavourite: () => false,
      busyId: undefined,
      toggle: () => void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } }),
    }),
    [router],
  );
  if (!isSignedIn) return [guest, null];
  return [
    synced ?? NOTHING_YET,
    <Suspense key="favourites" fallback={null}>
      <FavouriteSync onChange={setSynced} />
    </Suspense>,
  ];
}

/** The favourite heart (a toggle button with aria-pressed), given the page's shared favourite state. */
export function FavouriteHeart({ doctor, doctorName, favourites }: { doctor: DoctorCard; doctorName: string; favourites: FavouriteToggle }) {
  const { t } = useLingui();
  const pressed = favourites.isFavourite(doctor.id);
  const busy = favourites.busyId === doctor.id;
  return (
    <button
      type="button"
      className={s.heart}
      aria-pressed={pressed}
      aria-label={t`Favourite: Dr. ${doctorName}`}
      title={pressed ? t`Remove from favourites` : t`Add to favourites`}
      onClick={() => favourites.toggle(doctor)}
      aria-busy={busy || undefined}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

/**
 * The hearts of a list of doctor cards, sharing one favourite state (one query observer and one
 * change for the list, not one per card): `children` renders the list with the heart of each doctor.
 */
export function FavouriteHearts({ children }: { children: (heart: (doctor: DoctorCard, doctorName: string) => ReactNode) => ReactNode }) {
  const [favourites, sync] = useFavourites();
  return (
    <>
      {sync}
      {children((doctor, doctorName) => <FavouriteHeart doctor={doctor} doctorName={doctorName} favourites={favourites} />)}
    </>
  );
}

/** A heart on its own (a doctor's profile): its own favourite state. */
export function FavouriteButton({ doctor, doctorName }: { doctor: DoctorCard; doctorName: string }) {
  const [favourites, sync] = useFavourites();
  return (
    <>
      {sync}
      <FavouriteHeart doctor={doctor} doctorName={doctorName} favourites={favourites} />
    </>
  );
}
