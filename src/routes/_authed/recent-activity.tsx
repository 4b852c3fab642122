import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/AuthProvider';
import { ActivityPanel, type ActivityTab } from '../../features/activities/components/ActivityPanel';

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
      onTabChange={(next: ActivityTab) => void navigate({ search: next === 'archived' ? { tab: 'archived' } : {}, replace: true })}
    />
  );
}
