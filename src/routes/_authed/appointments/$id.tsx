import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { AppointmentDetailsPage } from '@/features/appointments/components/AppointmentDetailsPage';
import { parseAppointmentSearch } from '@/features/appointments/search';
import { SlotPicker } from '@/features/appointments/booking/components/SlotPicker';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /appointments/<id>?action=cancel|reschedule — details, cancel and reschedule (the booking
// area's slot picker is handed in: features do not import each other).
export const Route = createFileRoute('/_authed/appointments/$id')({
  validateSearch: parseAppointmentSearch,
  component: AppointmentRoute,
});

function AppointmentRoute() {
  const uid = useAuth().user?.uid;
  const { id } = Route.useParams();
  const { action } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!uid) return null;
  return (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'appointments', 'details', id]} />
      <AppointmentDetailsPage
        key={id}
        uid={uid}
        id={id}
        action={action}
        onActionChange={(next) => void navigate({ search: next ? { action: next } : {}, replace: true })}
        SlotPicker={SlotPicker}
      />
    </>
  );
}
