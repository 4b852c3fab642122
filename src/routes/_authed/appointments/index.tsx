import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { AppointmentsPage } from '@/features/appointments/components/AppointmentsPage';
import { parseAppointmentsSearch } from '@/features/appointments/search';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /appointments?status=&page= — the patient's appointments with the status filter of spec 4.
export const Route = createFileRoute('/_authed/appointments/')({
  validateSearch: parseAppointmentsSearch,
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const uid = useAuth().user?.uid;
  const { status = 'all', page = 1 } = Route.useSearch();
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'appointments']} />
      <AppointmentsPage uid={uid} status={status} page={page} />
    </>
  ) : null;
}
