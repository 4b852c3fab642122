import { useMemo } from 'react';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '../features/auth/AuthProvider';
import { usePreferenceActions, useServerPreferences } from '../features/preferences/use-preferences';
import { SearchBox } from '../features/search/components/SearchBox';
import { AppLayout } from '../features/shell/components/AppLayout';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { RouteErrorPage } from '../features/shell/components/RouteErrorPage';
import type { ShellSession } from '../features/shell/types';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

/** The shell, given the signed-in user, the preference switches and the search box. */
function RootLayout() {
  const { user, loading, signOut } = useAuth();
  const uid = user?.uid;
  useServerPreferences(uid);
  const preferences = usePreferenceActions(uid);
  const session = useMemo<ShellSession>(() => ({ user, loading, signOut }), [user, loading, signOut]);
  return <AppLayout session={session} preferences={preferences} search={<SearchBox />} />;
}
