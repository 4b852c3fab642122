import { lazy, Suspense, useMemo } from 'react';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '../lib/auth/auth-provider';
import { usePreferenceActions, useServerPreferences } from '../features/preferences/use-preferences';
import { SearchBox } from '../features/search/components/SearchBox';
import { AppLayout } from '../features/shell/components/AppLayout';
import { RouteErrorPage } from '../features/shell/components/RouteErrorPage';
import type { NotificationsSlot, ShellSession } from '../features/shell/types';
import { ensureCatalogFor, withFullCatalog } from '../lib/i18n/i18n';

// The list is only needed when a signed-in patient opens the bell: load it then.
const NotificationsPanel = lazy(() => withFullCatalog(import('./-notifications-panel')));
const notificationsSlot: NotificationsSlot = ({ uid, close }) => (
  <Suspense fallback={null}>
    <NotificationsPanel uid={uid} close={close} />
  </Suspense>
);

// A mistyped address is rare: its page loads when needed (the error page stays in the entry: it is
// what shows when a page's own code could not be loaded).
const NotFoundPageLazy = lazy(() => withFullCatalog(import('../features/shell/components/NotFoundPage')).then((m) => ({ default: m.NotFoundPage })));
const NotFoundPage = () => (
  <Suspense fallback={null}>
    <NotFoundPageLazy />
  </Suspense>
);

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page beyond the first screen's message catalog waits for the full one (src/lib/i18n/i18n.ts).
  beforeLoad: ({ location }) => ensureCatalogFor(location.pathname),
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
  // The clinic console (/clinic/…) has its own frame, not the patient app's shell.
  const inConsole = useRouterState({ select: (state) => state.location.pathname.startsWith('/clinic') });
  if (inConsole) return <Outlet />;
  return <AppLayout session={session} preferences={preferences} search={<SearchBox />} notifications={notificationsSlot} />;
}
