import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { doctorDetailsQueryOptions, isDoctorId } from '@/features/doctors/api/get-doctor-details';
import { DoctorProfilePage } from '@/features/doctors/components/DoctorProfilePage';
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton';
import { OfflineDataNoticeWhenOffline } from '@/features/offline/components/OfflineDataNoticeWhenOffline';
import { withFullCatalog } from '@/lib/i18n/i18n';

// Loaded when the Reviews tab opens (the profile shows it in Suspense).
const ReviewsTab = lazy(() => withFullCatalog(import('@/features/reviews/components/ReviewsTab')).then((m) => ({ default: m.ReviewsTab })));

export const Route = createFileRoute('/find/doctors/$id')({
  loader: ({ context, params }) => {
    if (isDoctorId(params.id)) void context.queryClient.prefetchQuery(doctorDetailsQueryOptions(params.id));
  },
  component: DoctorRoute,
});

function DoctorRoute() {
  const { id } = Route.useParams();
  return (
    <>
      <OfflineDataNoticeWhenOffline queryKey={['upn', 'get-doctor-details', id]} />
      <DoctorProfilePage key={id} id={id} favouriteButton={FavouriteButton} reviews={<ReviewsTab doctorId={id} />} />
    </>
  );
}
