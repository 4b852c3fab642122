// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useFetchedSinceMount } from './use-fetched-since-mount';

type Q = { dataUpdatedAt: number; fetchStatus: string; isError: boolean };

describe('useFetchedSinceMount', () => {
  it('is false for a copy fetched before mount (restored from the persisted cache), true once data arrives after it', () => {
    const restored: Q = { dataUpdatedAt: Date.now() - 60_000, fetchStatus: 'fetching', isError: false };
    const { result, rerender } = renderHook((q: Q) => useFetchedSinceMount(q), { initialProps: restored });
    expect(result.current).toBe(false);
    rerender({ dataUpdatedAt: Date.now() + 1, fetchStatus: 'idle', isError: false });
    expect(result.current).toBe(true);
  });

  it('lets the old copy do when the fetch cannot happen: offline (paused) or failed', () => {
    const old = Date.now() - 60_000;
    expect(renderHook(() => useFetchedSinceMount({ dataUpdatedAt: old, fetchStatus: 'paused', isError: false })).result.current).toBe(true);
    expect(renderHook(() => useFetchedSinceMount({ dataUpdatedAt: old, fetchStatus: 'idle', isError: true })).result.current).toBe(true);
  });
});
