// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dropLeftEarly, keepUntilStoreRuns, setStoreRunning, takeLeftEarly } from './persist-early';

const DAY = 86_400_000;
const leave = () => window.dispatchEvent(new Event('pagehide'));

afterEach(() => {
  dropLeftEarly();
  setStoreRunning(false);
});

function client() {
  const qc = new QueryClient();
  qc.setQueryData(['patient', 'u1', 'appointments', 'list'], { items: [1] });
  qc.setQueryData(['upn', 'get-doctor-details', 'd1'], { id: 'd1' });
  qc.setQueryData(['patient', 'u2', 'appointments', 'list'], { items: [2] });
  return qc;
}

describe('a page left before the device store runs', () => {
  it('keeps the patient\'s own and the public answers, for the next page\'s store to take once', () => {
    const stop = keepUntilStoreRuns(client(), () => 'u1');
    leave();
    stop();
    const taken = takeLeftEarly('u1', 7 * DAY)!;
    expect(taken.queries.map((q) => q.queryKey)).toEqual([['patient', 'u1', 'appointments', 'list'], ['upn', 'get-doctor-details', 'd1']]);
    expect(takeLeftEarly('u1', 7 * DAY)).toBeUndefined();
  });

  it('gives another patient only the public answers; keeps nothing signed out, nor once the store runs', () => {
    const qc = client();
    let uid: string | null | undefined = 'u1';
    const stop = keepUntilStoreRuns(qc, () => uid);
    leave();
    expect(takeLeftEarly('u2', 7 * DAY)!.queries.map((q) => q.queryKey[0])).toEqual(['upn']);
    uid = null;
    leave();
    expect(takeLeftEarly('u1', 7 * DAY)).toBeUndefined();
    uid = 'u1';
    setStoreRunning(true);
    leave();
    expect(takeLeftEarly('u1', 7 * DAY)).toBeUndefined();
    stop();
  });

  it('before the sign-in check, keeps public answers; two early pages add up', () => {
    const first = new QueryClient();
    first.setQueryData(['upn', 'get-doctor-details', 'd1'], { id: 'd1' });
    const stopFirst = keepUntilStoreRuns(first, () => undefined);
    leave();
    stopFirst();
    const stopSecond = keepUntilStoreRuns(client(), () => 'u1');
    leave();
    stopSecond();
    expect(takeLeftEarly('u1', 7 * DAY)!.queries).toHaveLength(2);
    // Too old is dropped.
    const stopThird = keepUntilStoreRuns(client(), () => 'u1');
    leave();
    stopThird();
    expect(takeLeftEarly('u1', 7 * DAY, Date.now() + 8 * DAY)).toBeUndefined();
  });
});
