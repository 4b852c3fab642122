import { createFileRoute } from '@tanstack/react-router';
import { TodayPage } from '../../features/clinic/components/TodayPage';

// /clinic — the clinic console (issue 29): its own lazily loaded route tree, never on a patient's
// first screen. Staff sign in at /clinic/signin with their own session (src/lib/auth/staff-auth.ts).
export const Route = createFileRoute('/clinic/')({
  component: TodayPage,
});
