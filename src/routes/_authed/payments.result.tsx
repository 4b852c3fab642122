import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { PaymentResultPage } from '@/features/payments/components/PaymentResultPage';

type Search = { paymentId: string; status?: string };

// Checked by hand, not with valibot: every route's search check is in the first screen's entry.
// As before, a value that is not text is an error (the route's error page).
function parseResultSearch(search: Record<string, unknown>): Search {
  const { paymentId = '', status } = search;
  if (typeof paymentId !== 'string' || (status !== undefined && typeof status !== 'string')) throw new TypeError('Invalid payment result address');
  return status === undefined ? { paymentId } : { paymentId, status };
}

// /payments/result?paymentId=…&status=… — where eSewa / Khalti send the browser back.
export const Route = createFileRoute('/_authed/payments/result')({
  validateSearch: parseResultSearch,
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const uid = useAuth().user?.uid;
  const { paymentId } = Route.useSearch();
  return uid && paymentId ? <PaymentResultPage key={paymentId} uid={uid} paymentId={paymentId} /> : null;
}
