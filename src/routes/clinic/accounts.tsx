import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../features/clinic/records/AccountsPage';

export const Route = createFileRoute('/clinic/accounts')({
  component: AccountsPage,
});
