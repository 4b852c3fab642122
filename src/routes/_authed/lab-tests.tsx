import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { LabTestsPage } from '@/features/lab-tests/components/LabTestsPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /lab-tests — prescribed tests, results, uploaded reports and the upload form.
export const Route = createFileRoute('/_authed/lab-tests')({
  component: LabTestsRoute,
});

function LabTestsRoute() {
  const uid = useAuth().user?.uid;
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'lab']} />
      <LabTestsPage uid={uid} />
    </>
  ) : null;
}
