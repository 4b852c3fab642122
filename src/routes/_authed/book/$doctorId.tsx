import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { BookingPage } from '@/features/appointments/booking/components/BookingPage';
import { bookingReturnPath, parseBookingSearch } from '@/features/appointments/booking/booking-search';
import { doctorDetailsQueryOptions, isDoctorId, useDoctorDetails } from '@/features/doctors/api/get-doctor-details';
import { useFamilyMembers } from '@/features/family/api/family-members';
import { usePatientProfile } from '@/lib/domain/patient-profile';
import { ProfileGate } from '@/features/profile-gate/components/ProfileGate';
import { canBook } from '@/features/profile-gate/profile-check';
import { isNotFound } from '@/lib/api/api-client';

// /book/<doctorId>?date=&slot=&step=details&for=&booked= — booking (sign-in required: the _authed
// guard sends guests to /signin and back here). The chosen slot lives in the URL, so the profile
// page can bring the patient straight back.
// Only a booking to be paid online needs the wallet choice: loaded then.
const PayNowButton = lazy(() => import('@/features/payments/components/PayNowButton').then((m) => ({ default: m.PayNowButton })));

export const Route = createFileRoute('/_authed/book/$doctorId')({
  validateSearch: parseBookingSearch,
  loader: ({ context, params }) => {
    if (isDoctorId(params.doctorId)) void context.queryClient.prefetchQuery(doctorDetailsQueryOptions(params.doctorId));
  },
  component: BookRoute,
});

function BookRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <BookForPatient uid={uid} /> : null;
}

function BookForPatient({ uid }: { uid: string }) {
  const { doctorId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const doctor = useDoctorDetails(doctorId);
  const profile = usePatientProfile(uid, { fresh: true });
  const family = useFamilyMembers(uid);
  const gate =
    profile.data && profile.ready && !canBook(profile.data) ? (
      <ProfileGate profile={profile.data} back={bookingReturnPath(doctorId, search)} />
    ) : null;

  return (
    <BookingPage
      key={doctorId}
      uid={uid}
      doctorId={doctorId}
      doctor={doctor.data}
      doctorNotFound={!isDoctorId(doctorId) || (doctor.isError && isNotFound(doctor.error))}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      // Only once fetched since this page opened: a copy restored from the offline cache may be old.
      profile={profile.ready ? profile.data : undefined}
      profileError={profile.error}
      onRetryProfile={() => void profile.refetch()}
      members={family.data ?? (family.isError ? [] : undefined)}
      profileGate={gate}
      payNow={(appointmentId) => (
        <Suspense fallback={null}>
          <PayNowButton appointmentId={appointmentId} size="md" openAtOnce />
        </Suspense>
      )}
    />
  );
}
