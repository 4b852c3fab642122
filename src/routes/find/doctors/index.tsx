import { createFileRoute } from '@tanstack/react-router';
import { doctorsQueryOptions } from '@/features/doctors/api/get-doctors';
import { FindDoctorsPage } from '@/features/doctors/components/FindDoctorsPage';
import { FavouriteHearts } from '@/features/favourites/components/FavouriteButton';
import { OfflineDataNoticeWhenOffline } from '@/features/offline/components/OfflineDataNoticeWhenOffline';
import { parseDoctorSearch, toDoctorListQuery } from '@/features/doctors/search-params';

export const Route = createFileRoute('/find/doctors/')({
  validateSearch: parseDoctorSearch,
  loaderDeps: ({ search }) => toDoctorListQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(doctorsQueryOptions(deps));
  },
  component: FindDoctorsRoute,
});

function FindDoctorsRoute() {
  const search = Route.useSearch();
  return (
    <>
      <OfflineDataNoticeWhenOffline queryKey={['upn', 'get-doctors', toDoctorListQuery(search)]} />
      <FindDoctorsPage search={search} cardActions={FavouriteHearts} />
    </>
  );
}
