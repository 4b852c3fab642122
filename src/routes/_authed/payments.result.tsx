import * as v from 'valibot';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { PaymentResultPage } from '@/features/payments/components/PaymentResultPage';

const SearchSchema = v.object({
  paymentId: v.optional(v.string(), ''),
  status: v.optional(v.string()),
});

// /payments/result?paymentId=…&status=… — where eSewa / Khalti send the browser back.
export const Route = createFileRoute('/_authed/payments/result')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const uid = useAuth().user?.uid;
  const { paymentId } = Route.useSearch();
  return uid && paymentId ? <PaymentResultPage key={paymentId} uid={uid} paymentId={paymentId} /> : null;
}
