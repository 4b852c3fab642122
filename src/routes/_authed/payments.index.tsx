import * as v from 'valibot';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { PaymentsPage } from '@/features/payments/components/PaymentsPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

const SearchSchema = v.object({ pay: v.optional(v.pipe(v.string(), v.uuid())) });

// /payments — last payment, all invoices, all payments (the Payments menu entry);
// ?pay=<appointmentId> opens with Pay Now for that appointment (a deep link from elsewhere).
export const Route = createFileRoute('/_authed/payments/')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
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
