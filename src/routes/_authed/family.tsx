import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { FamilyPage } from '@/features/family/components/FamilyPage';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /family — the patient's family members.
export const Route = createFileRoute('/_authed/family')({
  component: FamilyRoute,
});

function FamilyRoute() {
  const uid = useAuth().user?.uid;
  return uid ? (
    <>
      <OfflineDataNotice queryKey={['patient', uid, 'family-members']} />
      <FamilyPage uid={uid} />
    </>
  ) : null;
}
