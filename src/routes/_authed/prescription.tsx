import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/AuthProvider';
import { PrescriptionsPage } from '../../features/records/components/PrescriptionsPage';

// /prescription — active prescriptions with export.
export const Route = createFileRoute('/_authed/prescription')({
  component: PrescriptionRoute,
});

function PrescriptionRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <PrescriptionsPage uid={uid} /> : null;
}
