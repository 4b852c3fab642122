import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../features/clinic/components/JoinPage';

export const Route = createFileRoute('/clinic/join')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search['token'] === 'string' ? search['token'] : '' }),
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useSearch();
  return <JoinPage token={token} />;
}
