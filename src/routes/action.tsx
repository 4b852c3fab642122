import { createFileRoute } from '@tanstack/react-router';
import { ActionPage } from '../features/auth/components/ActionPage';
import { parseActionSearch } from '../features/auth/search';

export const Route = createFileRoute('/action')({
  validateSearch: parseActionSearch,
  component: ActionRoute,
});

function ActionRoute() {
  const { mode, oobCode } = Route.useSearch();
  return <ActionPage mode={mode} oobCode={oobCode} />;
}
