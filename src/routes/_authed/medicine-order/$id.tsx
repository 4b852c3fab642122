import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { OrderDetailPage } from '@/features/medicine-order/components/OrderDetailPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /medicine-order/<id> — one reservation: the quote, accept part or decline, the pick-up code.
export const Route = createFileRoute('/_authed/medicine-order/$id')({
  component: OrderRoute,
});

function OrderRoute() {
  const uid = useAuth().user?.uid;
  const { id } = Route.useParams();
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'medicine-orders', 'details', id]} />
      <OrderDetailPage key={id} uid={uid} id={id} />
    </>
  ) : null;
}
