import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { errorText } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Locale } from '../../../lib/i18n';
import { fullName } from '../../doctors/doctor-text';
import { DoctorCard } from '../../doctors/components/DoctorCard';
import * as cardStyles from '../../doctors/components/DoctorCard.css';
import { useFavouriteDoctors } from '../api/favourites';
import { FavouriteHeart, useFavouriteToggle } from './FavouriteButton';
import * as s from './FavouritesPage.css';

/** /favourites: the patient's favourite doctors with trust score and years of experience. */
export function FavouritesPage() {
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
        <ul className={cardStyles.grid} data-testid="favourite-list">
          {favourites.data.map((doctor) => {
            const trust = doctor.trustScore;
            const years = doctor.experienceYears;
            return (
              <li key={doctor.id}>
                <DoctorCard
                  doctor={doctor}
                  headingLevel={2}
                  action={<FavouriteHeart doctor={doctor} doctorName={fullName(doctor, i18n.locale as Locale)} favourites={toggle} />}
                />
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
