import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { redirectIfSignedIn } from '../features/auth/guard';
import { parseRedirectSearch } from '../features/auth/search';

export const Route = createFileRoute('/signUp')({
  validateSearch: parseRedirectSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search.redirect),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpPage redirectTo={redirect} />;
}
