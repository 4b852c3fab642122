import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/AuthProvider';
import { PaymentsPage } from '../../features/payments/components/PaymentsPage';

// /payments — last payment, all invoices, all payments (the Payments menu entry).
export const Route = createFileRoute('/_authed/payments/')({
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <PaymentsPage uid={uid} /> : null;
}
