import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/AuthProvider';
import { FamilyPage } from '../../features/family/components/FamilyPage';

// /family — the patient's family members.
export const Route = createFileRoute('/_authed/family')({
  component: FamilyRoute,
});

function FamilyRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <FamilyPage uid={uid} /> : null;
}
