import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import type { Locale } from '@/lib/i18n/i18n';
import { displayDoctorName } from '@contracts/doctor-name';
import type { FavouriteDoctor } from '@contracts/favourites';
import { useFavouriteDoctors } from '../api/favourites';
import { FavouriteHeart } from './FavouriteButton';
import { useFavouriteToggle } from './FavouriteSync';
import * as s from './FavouritesPage.css';

/** A doctor's card with the favourite heart in it (the doctors feature's card, given by the route). */
export type FavouriteCard = (doctor: FavouriteDoctor, heart: ReactNode) => ReactNode;

/**
 * /favourites: the patient's favourite doctors with trust score and years of experience. The route
 * gives the doctor's card and the class of the list they are laid out in (the doctors feature's).
 */
export function FavouritesPage({ card, listClassName }: { card: FavouriteCard; listClassName?: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Favourite doctors`);
  const favourites = useFavouriteDoctors();
  const toggle = useFavouriteToggle();

  return (
    <div className={s.page}>
      <h1 className={s.title}>
        <Trans>Favourite doctors</Trans>
      </h1>
      {favourites.isPending ? (
        <Skeleton variant="rect" height="160px" />
      ) : !favourites.data ? (
        <p role="alert">
          <Trans>Error: {errorText(favourites.error)}</Trans>
        </p>
      ) : favourites.data.length === 0 ? (
        <EmptyState
          title={<Trans>No favourite doctors yet</Trans>}
          message={<Trans>Tap the heart on a doctor to keep them here.</Trans>}
          action={
            <Link to="/find/doctors" className={s.link}>
              <Trans>Find doctors</Trans>
            </Link>
          }
        />
      ) : (
        <ul className={listClassName} data-testid="favourite-list">
          {favourites.data.map((doctor) => {
            const trust = doctor.trustScore;
            const years = doctor.experienceYears;
            return (
              <li key={doctor.id}>
                {card(doctor, <FavouriteHeart doctor={doctor} doctorName={displayDoctorName(doctor, i18n.locale as Locale)} favourites={toggle} />)}
                <p className={s.facts}>
                  <span>
                    <Trans>Trust score: {trust}/100</Trans>
                  </span>
                  <span>
                    <Plural value={years} one="# year of experience" other="# years of experience" />
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
