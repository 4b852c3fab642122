import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/SignInPage';
import { redirectIfSignedIn } from '../features/auth/guard';
import { parseRedirectSearch } from '../features/auth/search';

export const Route = createFileRoute('/signin')({
  validateSearch: parseRedirectSearch,
  // A signed-in patient goes on to where they were going (or /home).
  beforeLoad: ({ search }) => redirectIfSignedIn(search.redirect),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirectTo={redirect} />;
}
