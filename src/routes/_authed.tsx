import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmailVerificationBanner } from '../features/auth/components/EmailVerificationBanner';
import { requireSignIn } from '../features/auth/guard';

// Pathless layout of every page that needs a signed-in patient (the dashboard, and booking when
// it comes): a guest is sent to /signin?redirect=<the page>, and comes back after signing in.
// Put new private pages under src/routes/_authed/.
export const Route = createFileRoute('/_authed')({
  beforeLoad: requireSignIn,
  component: AuthedLayout,
});

function AuthedLayout() {
  return (
    <>
      <EmailVerificationBanner />
      <Outlet />
    </>
  );
}
