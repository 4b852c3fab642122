import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { MedicineOrdersPage } from '@/features/medicine-order/components/MedicineOrdersPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /medicine-order — the patient's medicine reservations (issue 31), shown offline from the last copy.
export const Route = createFileRoute('/_authed/medicine-order/')({
  component: MedicineOrdersRoute,
});

function MedicineOrdersRoute() {
  const uid = useAuth().user?.uid;
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'medicine-orders']} />
      <MedicineOrdersPage uid={uid} />
    </>
  ) : null;
}
