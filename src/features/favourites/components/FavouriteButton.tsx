import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { DoctorCard } from '../../../../contracts/doctors';
import { useAuth } from '../../auth/AuthProvider';
import { useFavouriteDoctors, useSetFavourite } from '../api/favourites';
import * as s from './FavouriteButton.css';

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

/**
 * The favourite heart (a toggle button with aria-pressed). Guests are sent to sign in and back;
 * for a patient the change shows at once and is rolled back (with a toast) if the server refuses.
 */
export function FavouriteButton({ doctor, doctorName }: { doctor: DoctorCard; doctorName: string }) {
  const { t } = useLingui();
  const { isSignedIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const favourites = useFavouriteDoctors();
  const change = useSetFavourite();
  const pressed = isSignedIn && (favourites.data ?? []).some((d) => d.id === doctor.id);

  const onClick = () => {
    if (!isSignedIn) {
      void navigate({ to: '/signin', search: { redirect: location.href } });
      return;
    }
    if (change.isPending) return;
    change.mutate({ doctor, favourite: !pressed });
  };

  return (
    <button
      type="button"
      className={s.heart}
      aria-pressed={pressed}
      aria-label={t`Favourite: Dr. ${doctorName}`}
      title={pressed ? t`Remove from favourites` : t`Add to favourites`}
      onClick={onClick}
      aria-busy={change.isPending || undefined}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}
