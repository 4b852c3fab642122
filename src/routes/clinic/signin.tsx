import { createFileRoute } from '@tanstack/react-router';
import { StaffSignInPage } from '../../features/clinic/components/StaffSignInPage';

export const Route = createFileRoute('/clinic/signin')({
  component: StaffSignInPage,
});
