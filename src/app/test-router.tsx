// Test helpers for components that need the router, TanStack Query and Lingui: render inside a
// memory-history router whose routes accept any path, and a controllable matchMedia.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { act, configure, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { i18n } from '../ui/test-utils';
import { registerOutboxWrites } from './outbox-writes';

// Slow CI machines: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** A query client like the app's: no retries, and the outbox writes registered. */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
  registerOutboxWrites(client);
  return client;
}

/** Render `ui` above an outlet, at `path`, and wait for the router's first load. */
export async function renderWithRouter(ui: ReactNode, { path = '/', queryClient = testQueryClient() } = {}) {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= () => {};
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <main>
          <Outlet />
        </main>
      </>
    ),
  });
  const page = () => <p>page</p>;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: page }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: page }),
  ]);
  const router: AnyRouter = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    await router.load();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  await act(async () => {});
  return { ...result, router, queryClient };
}

type Listener = (event: { matches: boolean; media: string }) => void;

/**
 * Replace window.matchMedia with one driven by a fake window width (min-width/max-width queries).
 * `resize(width)` changes the width and notifies the listeners whose answer changed.
 */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<Listener>; last: boolean }[] = [];
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.last) continue;
        entry.last = matches;
        for (const listener of entry.listeners) listener({ matches, media: entry.query });
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
