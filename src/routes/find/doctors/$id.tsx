import { createFileRoute } from '@tanstack/react-router';
import { doctorDetailsQueryOptions, isDoctorId } from '../../../features/doctors/api/get-doctor-details';
import { DoctorProfilePage } from '../../../features/doctors/components/DoctorProfilePage';
import { OfflineDataNoticeWhenOffline } from '../../../features/offline/components/OfflineDataNoticeWhenOffline';

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
      <DoctorProfilePage key={id} id={id} />
    </>
  );
}
