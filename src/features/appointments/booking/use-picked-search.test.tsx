// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePickedSearch } from './use-picked-search';
import type { BookingSearch } from './booking-search';

describe('usePickedSearch', () => {
  it('shows a pick at once and sends it to the URL after the next frame, then follows the URL', async () => {
    const onSearchChange = vi.fn();
    const { result, rerender } = renderHook(({ search }) => usePickedSearch(search, onSearchChange), { initialProps: { search: { date: '2030-01-10' } as BookingSearch } });
    act(() => result.current[1]({ date: '2030-01-11', slot: undefined }));
    expect(result.current[0]).toEqual({ date: '2030-01-11', slot: undefined });
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ date: '2030-01-11', slot: undefined }, { replace: true }));
    // The URL followed; a later change of the URL (back button) is what is shown.
    rerender({ search: { date: '2030-01-11' } });
    rerender({ search: { date: '2030-01-09' } });
    expect(result.current[0]).toEqual({ date: '2030-01-09' });
  });

  it('sends only the last of quick picks, and none once another change is made', async () => {
    const onSearchChange = vi.fn();
    const { result } = renderHook(() => usePickedSearch({ date: '2030-01-10' }, onSearchChange));
    act(() => result.current[1]({ date: '2030-01-11' }));
    act(() => result.current[1]({ date: '2030-01-11', slot: 's1' }));
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledTimes(1));
    expect(onSearchChange).toHaveBeenCalledWith({ date: '2030-01-11', slot: 's1' }, { replace: true });

    onSearchChange.mockClear();
    act(() => result.current[1]({ date: '2030-01-12' }));
    act(() => result.current[2]({ date: '2030-01-11', slot: 's1', step: 'details' }));
    expect(onSearchChange).toHaveBeenCalledWith({ date: '2030-01-11', slot: 's1', step: 'details' }, undefined);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });
});
