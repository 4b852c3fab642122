import './styles/theme.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { activateLocale, i18n, initialLocale } from './lib/i18n/i18n';
import { createQueryClient } from './lib/api/query-client';
import { browserTimeZone, intlWarmed } from './lib/i18n/time-zone';
import { registerServiceWorker } from './lib/offline/pwa';
import { AuthProvider } from './lib/auth/auth-provider';
import { authStore } from './lib/auth/auth-store';
import { OfflineLayer } from './features/offline/components/OfflineLayer';
import { listenForInstallPrompt } from './features/offline/install-event';
import { setAppNavigator } from './lib/offline/app-navigation';
import { ToasterSlot } from './ui/ToasterSlot';

const queryClient = createQueryClient();
// Writes made offline wait in the outbox (a signed-in patient's): their kinds are registered before
// the outbox resumes them (OfflineLayer), and loaded only then, so a guest's first screen has none.
const registerOutboxWrites = () => import('./app/outbox-writes').then((m) => m.registerOutboxWrites(queryClient));
// Chrome may offer installation before React has mounted: keep the event for the in-app prompt.
listenForInstallPrompt();

// Made in boot, a task of its own (~15 ms of work, 60 ms on a slow phone), not while the modules evaluate.
const makeRouter = () => createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router only starts the requests.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // Short tasks on a slow phone (a long one blocks taps): evaluating the app and starting the first
  // page each get a task of their own. Intl's first use (slow: ICU loads its data) happened on a
  // worker (public/intl-warm.js), which also told the time zone every request sends.
  await intlWarmed();
  browserTimeZone();
  await nextTask();
  const router = makeRouter();
  // A toast's action (after a queued write was answered) navigates inside the app.
  setAppNavigator((href) => void router.navigate({ href }));
  await nextTask();
  // The active catalog and the first page's code (and its data request) load in parallel,
  // while the static skeleton from index.html stays on screen.
  // Who is signed in is followed from before the first render: a guest is known at once (no
  // session on this device), so the first render is the guest's page. Started from the auth
  // provider's effect instead, the guest's "not loading" arrived as an external-store change right
  // after the first render and re-rendered the whole app synchronously (~100 ms at 4x CPU).
  authStore.start();
  await Promise.all([activateLocale(initialLocale()), router.load()]);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser (no long task on a slow phone);
  // the skeleton stays until the page is ready.
  startTransition(() => root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <AuthProvider onSignedOut={() => void router.invalidate()}>
            <OfflineLayer registerOutboxWrites={registerOutboxWrites} />
            <RouterProvider router={router} />
          </AuthProvider>
          {/* Toasts (sonner) load with the first toast: the first screen never needs them. */}
          <ToasterSlot />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  ));
  registerServiceWorker({
    busy: () => queryClient.isFetching() > 0,
    subscribe: (onChange) => queryClient.getQueryCache().subscribe(onChange),
  });
}

boot().catch((err: unknown) => {
  console.error(err);
  const container = document.getElementById('root');
  if (container) {
    // Shown in both languages: the catalogs may be what failed to load.
    container.textContent = 'Swasthya could not start. Check your connection and reload. / Swasthya सुरु हुन सकेन। इन्टरनेट जडान जाँचेर पृष्ठ फेरि लोड गर्नुहोस्।';
    container.setAttribute('role', 'alert');
  }
});
