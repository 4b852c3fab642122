import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { ActivityPanel, type ActivityTab } from '@/features/activities/components/ActivityPanel';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

type Search = { tab?: 'archived' };

// /recent-activity?tab=archived — the full activity list, paged.
export const Route = createFileRoute('/_authed/recent-activity')({
  validateSearch: (raw: Record<string, unknown>): Search => (raw['tab'] === 'archived' ? { tab: 'archived' } : {}),
  component: RecentActivityRoute,
});

function RecentActivityRoute() {
  const uid = useAuth().user?.uid;
  const { tab = 'recent' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!uid) return null;
  return (
    <ActivityPanel
      uid={uid}
      variant="page"
      tab={tab}
      notice={<OfflineDataNotice queryKey={['patient', uid, 'recent-activity']} />}
      onTabChange={(next: ActivityTab) => void navigate({ search: next === 'archived' ? { tab: 'archived' } : {}, replace: true })}
    />
  );
}
