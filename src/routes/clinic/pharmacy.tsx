import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/ui/Spinner/Spinner';
import { staffSession } from '@/lib/auth/staff-auth';
import { ConsoleLayout } from '../../features/clinic/components/ConsoleLayout';
import { useStaffSession } from '../../features/clinic/session';
import { PharmacyPage } from '../../features/medicine-order/pharmacy/PharmacyPage';

// /clinic/pharmacy — the pharmacist's screen of the console (Medicine Order, issue 31): lazy like the
// rest of the console, in its frame; the clinic and medicine-order areas are composed here.
export const Route = createFileRoute('/clinic/pharmacy')({
  component: PharmacyRoute,
});

function PharmacyRoute() {
  const session = useStaffSession();
  const router = useRouter();
  const client = useQueryClient();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  const signOut = async () => {
    await staffSession.signOut();
    client.removeQueries({ queryKey: ['clinic'] });
    await router.navigate({ to: '/clinic/signin' });
  };
  return <ConsoleLayout><PharmacyPage uid={session.user.uid} onSignOut={() => void signOut()} /></ConsoleLayout>;
}
