// Everything offline that is not a screen: the offline banner, the install offer, the persisted
// query cache and the outbox of waiting writes of the signed-in patient, and telling the service worker whose data it caches.
// At sign-out or account switch the previous patient's saved queries, API caches (with the kept
// documents) and typed drafts are wiped.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { announceUser, onApiUpdated, purgeApiCaches } from '@/lib/offline/offline';
import { mayHavePersistedQueries } from '@/lib/offline/persist-marker';
import { keepUntilStoreRuns } from '@/lib/offline/persist-early';
import { wipeDrafts } from '@/lib/offline/drafts-wipe';
import { trackOnlineData } from '@/lib/offline/online';
import { mayOfferInstall } from '../install-event';
import { OfflineBanner } from './OfflineBanner';

// The install offer's code loads on a return visit that has not dismissed it (never on a first
// visit's first screen), and its UI when the offer is to be shown (InstallOffer.tsx).
const InstallOffer = lazy(() => import('./InstallOffer'));

/** The device store of a signed-in patient: loaded when one is (or to wipe), never for a guest. */
const persist = () => import('@/lib/offline/persist');
// A device that has kept a patient's data asks for it at once, not after the sign-in check: the
// saved queries are restored, and the page's first answers saved, that much sooner.
if (mayHavePersistedQueries()) void persist().catch(() => undefined);

/** Wipes of a previous user still running; persistence of the next user waits for them. */
let wiping: Promise<unknown> = Promise.resolve();

/** `registerOutboxWrites`: defines every kind of outbox write (src/app/outbox-writes.ts), before the outbox starts. */
export function OfflineLayer({ registerOutboxWrites }: { registerOutboxWrites: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const { loading, user } = useAuth();
  const uid = loading ? undefined : (user?.uid ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  const [mayOffer] = useState(mayOfferInstall);

  // Until the device store runs on this page, a page left at once still keeps its answers (a
  // device that never kept a patient's data keeps nothing before the sign-in check says who it is).
  const uidNow = useLatest(uid);
  useEffect(
    () => keepUntilStoreRuns(queryClient, () => (uidNow.current === undefined && !mayHavePersistedQueries() ? null : uidNow.current)),
    [queryClient, uidNow],
  );
  useEffect(() => trackOnlineData(queryClient), [queryClient]);
  // A screen given the service worker's cached copy (the network too slow) asks again once a newer one has landed.
  useEffect(() => onApiUpdated(() => void queryClient.invalidateQueries({ queryKey: ['patient'] })), [queryClient]);

  useEffect(() => {
    if (uid === undefined) return;
    const before = previous.current;
    previous.current = uid;
    if (before && before !== uid) {
      // Signed out, or another patient signed in: nothing of the previous one stays readable.
      wiping = Promise.all([persist().then((p) => p.wipePersistedQueries(before)), purgeApiCaches(), wipeDrafts()]).catch(() => undefined);
    } else if (before === undefined && uid === null) {
      // Opened signed out (the session ended while the app was closed): drop whatever was left.
      wiping = Promise.all([mayHavePersistedQueries() ? persist().then((p) => p.wipePersistedQueries()) : null, purgeApiCaches(), wipeDrafts()]).catch(
        () => undefined,
      );
    }
    if (!uid) return;
    announceUser(uid);
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([wiping, persist(), registerOutboxWrites()])
      .then(([, p]) =>
        cancelled
          ? undefined
          : Promise.all([p.startQueryPersistence(queryClient, uid), p.startOutbox(queryClient, uid, p.outboxStorage())]),
      )
      .then((stops) => {
        const unsubscribe = () => stops?.forEach((s) => s());
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid, queryClient, registerOutboxWrites]);

  return (
    <>
      <OfflineBanner />
      {mayOffer ? (
        <Suspense fallback={null}>
          <InstallOffer />
        </Suspense>
      ) : null}
    </>
  );
}
