import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { PrescriptionsPage } from '@/features/prescriptions/components/PrescriptionsPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /prescription — active prescriptions with export.
export const Route = createFileRoute('/_authed/prescription')({
  component: PrescriptionRoute,
});

function PrescriptionRoute() {
  const uid = useAuth().user?.uid;
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'prescriptions']} />
      <PrescriptionsPage uid={uid} />
    </>
  ) : null;
}
