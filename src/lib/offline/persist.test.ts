import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  askAgainCopiesOlderThan, keepRestoredCopies, mergeOtherPage, PERSIST_MAX_AGE, writtenBy, PUBLIC_KEPT, persistBuster, persistKey, recentPublicQueries, serializePersistedClient, shouldPersistQuery,
} from './persist-entry';
import { BUILD_ID } from '../settings/build-id';

const ok = { status: 'success', data: {} };

describe('persisted query cache policy', () => {
  it('keeps the signed-in patient’s records worth reading offline', () => {
    for (const kind of ['appointments', 'prescriptions', 'invoices', 'get-patient-detail', 'medications', 'consultation']) {
      expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', kind, 'list'], state: ok })).toBe(true);
    }
  });

  it('keeps every screen of the patient’s own: family, favourites, profile, messages, notifications, activity', () => {
    const keys = [
      ['patient', 'u1', 'family-members'],
      ['patient', 'favourite-doctor', 'list'],
      ['patient', 'u1', 'get-patient-detail'],
      ['patient', 'u1', 'chat', 'threads'],
      ['patient', 'u1', 'chat', 'messages', 't1'],
      ['patient', 'u1', 'notifications', 'list'],
      ['patient', 'u1', 'notification-preferences'],
      ['patient', 'u1', 'recent-activity', { archived: false, limit: 5 }],
    ];
    for (const queryKey of keys) expect(shouldPersistQuery('u1', { queryKey, state: ok }), JSON.stringify(queryKey)).toBe(true);
  });

  it('keeps nothing else: other users, public answers not among the recent, unknown kinds, queries without data', () => {
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u2', 'appointments'], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['upn', 'get-doctors', {}], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['upn', 'search-doctors', 'ram'], state: ok }, new Set(['["upn","search-doctors","ram"]']))).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'preferences'], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'patient-feedback', 'can-review', 'd1'], state: ok })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'appointments'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery('u1', { queryKey: ['patient', 'u1', 'appointments'], state: { status: 'pending' } })).toBe(false);
  });

  it('keeps the most recently fetched public answers of each kind, up to its bound', () => {
    const doctor = (i: number) => ({
      queryKey: ['upn', 'get-doctor-details', `d${i}`], queryHash: `["upn","get-doctor-details","d${i}"]`, state: { ...ok, dataUpdatedAt: 1000 + i },
    });
    const doctors = Array.from({ length: PUBLIC_KEPT['get-doctor-details']! + 5 }, (_, i) => doctor(i));
    const list = { queryKey: ['upn', 'get-doctors', { sort: 'rating' }], queryHash: 'list', state: { ...ok, dataUpdatedAt: 1 } };
    const failed = { queryKey: ['upn', 'get-doctors', { page: 2 }], queryHash: 'never-loaded', state: { status: 'error' } };
    const recent = recentPublicQueries([...doctors, list, failed]);
    expect(recent.size).toBe(PUBLIC_KEPT['get-doctor-details']! + 1);
    expect(shouldPersistQuery('u1', doctors[doctors.length - 1]!, recent)).toBe(true);
    expect(shouldPersistQuery('u1', doctors[0]!, recent)).toBe(false);
    expect(shouldPersistQuery('u1', list, recent)).toBe(true);
    expect(shouldPersistQuery('u1', failed, recent)).toBe(false);
  });

  it('keeps the free times of the doctors whose booking page was opened last (to book on offline), up to its bound', () => {
    const schedule = (i: number) => ({
      queryKey: ['upn', 'schedules', `d${i}`, { from: '2026-11-21', to: '2026-11-30' }], queryHash: `schedule-${i}`, state: { ...ok, dataUpdatedAt: 1000 + i },
    });
    const schedules = Array.from({ length: PUBLIC_KEPT['schedules']! + 3 }, (_, i) => schedule(i));
    const recent = recentPublicQueries(schedules);
    expect(PUBLIC_KEPT['schedules']).toBeGreaterThan(0);
    expect(recent.size).toBe(PUBLIC_KEPT['schedules']);
    expect(shouldPersistQuery('u1', schedules[schedules.length - 1]!, recent)).toBe(true);
    expect(shouldPersistQuery('u1', schedules[0]!, recent)).toBe(false);
  });

  it('keeps a copy whose refetch failed (offline), and restores it as the success it was', async () => {
    const key = ['patient', 'u1', 'consultation', 'upcoming'];
    const updatedAt = Date.UTC(2026, 10, 20, 6, 15);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(key, { doctor: 'Sharma' }, { updatedAt });
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined);
    const failed = client.getQueryCache().find({ queryKey: key })!;
    expect(failed.state).toMatchObject({ status: 'error', data: { doctor: 'Sharma' } });
    expect(shouldPersistQuery('u1', failed)).toBe(true);

    const saved = dehydrate(client, { shouldDehydrateQuery: (q) => shouldPersistQuery('u1', q) });
    const text = serializePersistedClient({ timestamp: Date.now(), buster: 'b', clientState: saved } as never);
    const restored = new QueryClient();
    hydrate(restored, (JSON.parse(text) as { clientState: typeof saved }).clientState);
    expect(restored.getQueryState(key)).toMatchObject({ status: 'success', data: { doctor: 'Sharma' }, error: null, dataUpdatedAt: updatedAt });
  });

  it('names and busts the entry by user and build id, for 7 days', () => {
    expect(persistKey('u1')).toContain('u1');
    expect(persistKey('u1')).not.toBe(persistKey('u2'));
    expect(persistBuster('u1')).toBe(`u1:${BUILD_ID}`);
    expect(PERSIST_MAX_AGE).toBe(7 * 24 * 3600 * 1000);
  });
});

describe('restoring while the page already asks, with no signal', () => {
  /** A screen asking for `key` offline: its request fails, then waits (paused) for the signal. */
  async function askingOffline(client: QueryClient, key: readonly unknown[]) {
    const observer = new QueryObserver(client, {
      queryKey: key,
      // Reading the signal, as the app's requests do: leaving the screen then cancels the request.
      queryFn: ({ signal }) => Promise.reject(new TypeError(`Failed to fetch (${String(signal.aborted)})`)),
      networkMode: 'offlineFirst',
      retry: 1,
      retryDelay: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('paused'));
    return unsubscribe;
  }

  /** What the restore does: the saved copy put into the query already being asked for. */
  function restore(client: QueryClient, key: readonly unknown[], data: unknown, updatedAt: number) {
    const saved = new QueryClient();
    saved.setQueryData(key, data, { updatedAt });
    hydrate(client, dehydrate(saved));
  }

  const key = ['patient', 'u1', 'family-members'];
  const family = [{ name: 'Aama' }];
  const seenAt = Date.UTC(2026, 10, 20, 6, 15);

  beforeEach(() => onlineManager.setOnline(false));
  afterEach(() => onlineManager.setOnline(true));

  it('keeps the restored copy when the screen is left before the signal returns', async () => {
    const client = new QueryClient();
    const leave = await askingOffline(client, key);
    restore(client, key, family, seenAt);
    keepRestoredCopies(client, (queryKey) => queryKey[0] === 'patient');
    leave();
    expect(client.getQueryData(key)).toEqual(family);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(seenAt);
  });

  it('(without it, the cancelled request takes the copy with it: what the step above prevents)', async () => {
    const client = new QueryClient();
    const leave = await askingOffline(client, key);
    restore(client, key, family, seenAt);
    leave();
    expect(client.getQueryData(key)).toBeUndefined();
  });
});

describe('copies older than the page', () => {
  const isKept = (queryKey: readonly unknown[]) => queryKey[0] === 'patient';
  const pageStarted = Date.now();
  const before = pageStarted - 5_000;
  /** A screen showing `key` (fresh for a minute, as the app's queries are). */
  function screen(client: QueryClient, key: readonly unknown[], answer: () => Promise<unknown>) {
    const queryFn = vi.fn(answer);
    const observer = new QueryObserver(client, { queryKey: key, queryFn, staleTime: 60_000 });
    return { queryFn, leave: observer.subscribe(() => {}) };
  }

  it('a screen that mounted with a restored copy taken as fresh asks again, once', async () => {
    const client = new QueryClient();
    const key = ['patient', 'u1', 'lab-tests'];
    client.setQueryData(key, ['6.1'], { updatedAt: before });
    const shown = screen(client, key, async () => ['6.1', '7.2']);
    expect(shown.queryFn).not.toHaveBeenCalled(); // fresh by its staleTime: without the call below it stays
    await askAgainCopiesOlderThan(client, pageStarted, isKept);
    expect(shown.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(key)).toEqual(['6.1', '7.2']);
    shown.leave();
  });

  it('joins a request already under way, leaves this page’s own answers and other kinds, and marks unseen copies stale', async () => {
    const client = new QueryClient();
    const asking = ['patient', 'u1', 'appointments'];
    let answer!: (value: unknown) => void;
    const pending = screen(client, asking, () => new Promise((resolve) => { answer = resolve; }));
    client.setQueryData(asking, ['old'], { updatedAt: before }); // the restore, while it asks
    const own = ['patient', 'u1', 'favourites'];
    client.setQueryData(own, ['from the network'], { updatedAt: pageStarted + 10 });
    const ownScreen = screen(client, own, async () => ['again']);
    const publicKey = ['upn', 'get-doctors'];
    client.setQueryData(publicKey, ['list'], { updatedAt: before });
    const unseen = ['patient', 'u1', 'invoices'];
    client.setQueryData(unseen, ['kept'], { updatedAt: before });

    const done = askAgainCopiesOlderThan(client, pageStarted, isKept);
    answer(['new']);
    await done;
    expect(pending.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(asking)).toEqual(['new']);
    expect(ownScreen.queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(publicKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(unseen)?.isInvalidated).toBe(true);
    expect(client.getQueryData(unseen)).toEqual(['kept']);
    pending.leave();
    ownScreen.leave();
  });
});

describe('two pages of the app saving the same entry', () => {
  const prescriptions = ['patient', 'u1', 'prescriptions', 'list'];
  const home = ['patient', 'u1', 'home'];
  const family = ['patient', 'u1', 'family-members'];
  const buster = persistBuster('u1');

  /** The entry the page being left saved, after the next page had restored. */
  function savedByLeftPage(now: number): string {
    const left = new QueryClient();
    left.setQueryData(prescriptions, ['Amoxicillin'], { updatedAt: now - 1_000 });
    left.setQueryData(home, { greeting: 'newer' }, { updatedAt: now - 500 });
    left.setQueryData(family, [{ name: 'Aama' }], { updatedAt: now - 2_000 });
    return serializePersistedClient({ buster, timestamp: now, clientState: dehydrate(left) } as never, 'left-page');
  }

  it('the next page takes in the answers the page being left saved, newer per query, not what it removed itself', () => {
    const now = Date.UTC(2026, 10, 26, 7, 0);
    const next = new QueryClient();
    next.setQueryData(home, { greeting: 'older' }, { updatedAt: now - 5_000 });
    // The next page removed the family list meanwhile (a member was deleted there): it stays gone.
    const stored = savedByLeftPage(now);
    expect(stored.startsWith(writtenBy('left-page'))).toBe(true);
    expect(stored.startsWith(writtenBy('next-page'))).toBe(false);

    expect(mergeOtherPage(next, stored, buster, new Set([JSON.stringify(family)]), now)).toBe(true);
    expect(next.getQueryData(prescriptions)).toEqual(['Amoxicillin']);
    expect(next.getQueryData(home)).toEqual({ greeting: 'newer' });
    expect(next.getQueryData(family)).toBeUndefined();
  });

  it('keeps its own newer answer over the older one of the other page', () => {
    const now = Date.UTC(2026, 10, 26, 7, 0);
    const next = new QueryClient();
    next.setQueryData(home, { greeting: 'newest' }, { updatedAt: now });
    expect(mergeOtherPage(next, savedByLeftPage(now), buster, new Set(), now)).toBe(true);
    expect(next.getQueryData(home)).toEqual({ greeting: 'newest' });
  });

  it('an entry of another build, expired or unreadable is replaced, not taken in', () => {
    const now = Date.UTC(2026, 10, 26, 7, 0);
    const next = new QueryClient();
    expect(mergeOtherPage(next, savedByLeftPage(now), 'u1:0.0.0', new Set(), now)).toBe(false);
    expect(mergeOtherPage(next, savedByLeftPage(now - PERSIST_MAX_AGE - 1), buster, new Set(), now)).toBe(false);
    expect(mergeOtherPage(next, '{"writer":"x", broken', buster, new Set(), now)).toBe(false);
    expect(next.getQueryCache().getAll()).toHaveLength(0);
  });
});
