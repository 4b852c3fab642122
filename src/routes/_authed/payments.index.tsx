import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { PaymentsPage } from '@/features/payments/components/PaymentsPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// Checked by hand, not with valibot: every route's search check is in the first screen's entry.
// The same rule as valibot's uuid(): a bad `pay` is dropped.
const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;

// /payments — last payment, all invoices, all payments (the Payments menu entry);
// ?pay=<appointmentId> opens with Pay Now for that appointment (a deep link from elsewhere).
export const Route = createFileRoute('/_authed/payments/')({
  validateSearch: (search: Record<string, unknown>): { pay?: string } => {
    const pay = search['pay'];
    return typeof pay === 'string' && UUID.test(pay) ? { pay } : {};
  },
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const uid = useAuth().user?.uid;
  const { pay } = Route.useSearch();
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'payments']} />
      <PaymentsPage uid={uid} payAppointmentId={pay} />
    </>
  ) : null;
}
