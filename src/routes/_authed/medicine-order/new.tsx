import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { StartOrderPage } from '@/features/medicine-order/components/StartOrderPage';
import { useActivePrescriptions } from '@/features/prescriptions/api/prescriptions';
import { useFamilyMembers } from '@/features/family/api/family-members';

// /medicine-order/new — reserve a prescription's medicines (or a photo's) at a pharmacy; the
// prescriptions area's list and the family members are handed in (features do not import each other).
export const Route = createFileRoute('/_authed/medicine-order/new')({
  component: StartOrderRoute,
});

function StartOrderRoute() {
  const uid = useAuth().user?.uid;
  const prescriptions = useActivePrescriptions(uid ?? '');
  const family = useFamilyMembers(uid ?? '');
  return uid ? <StartOrderPage uid={uid} prescriptions={prescriptions.data} family={family.data} /> : null;
}
