import { createFileRoute } from '@tanstack/react-router';
import { DoctorCard } from '@/features/doctors/components/DoctorCard';
import { grid } from '@/features/doctors/components/DoctorCard.css';
import { favouritesQueryKey } from '@/features/favourites/api/favourites';
import { FavouritesPage } from '@/features/favourites/components/FavouritesPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

export const Route = createFileRoute('/_authed/favourites')({
  component: FavouritesRoute,
});

function FavouritesRoute() {
  return (
    <>
      <OfflineDataNotice queryKey={favouritesQueryKey} />
      <FavouritesPage listClassName={grid} card={(doctor, heart) => <DoctorCard doctor={doctor} headingLevel={2} action={heart} />} />
    </>
  );
}
