// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Notification } from '@contracts/notifications';
import { jsonResponse, testQueryClient } from '@/app/test-router';
import { i18n } from '@/ui/test-utils';
import { notificationsQueryKey, unreadOf, type NotificationsData } from './get-notifications';
import { useMarkNotificationRead, withNotificationRead } from './mark-notification-read';

const toast = vi.hoisted(() => ({ loading: vi.fn(() => 'toast-1'), success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const n = (id: string, isRead = false): Notification => ({
  id, title: `Title ${id}`, message: 'Message', createdAt: '2026-11-21T04:00:00.000Z', isRead, category: 'informational', link: null,
});

function data(unread: number, ...pages: Notification[][]): NotificationsData {
  return {
    pageParams: pages.map((_, i) => i + 1),
    pages: pages.map((notifications, i) => ({
      notifications, summary: { unread }, pagination: { page: i + 1, limit: 10, hasNext: i < pages.length - 1 },
    })),
  };
}

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toast.loading.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
  client = testQueryClient();
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </QueryClientProvider>
);
const cached = () => client.getQueryData<NotificationsData>(notificationsQueryKey('u1', 'en'));

describe('withNotificationRead (spec 4)', () => {
  it('sets isRead and lowers the unread count on every page, never below 0', () => {
    const next = withNotificationRead(data(2, [n('a'), n('b')], [n('c')]), 'c')!;
    expect(next.pages[1]!.notifications[0]!.isRead).toBe(true);
    expect(next.pages.map((p) => p.summary.unread)).toEqual([1, 1]);
    expect(unreadOf(withNotificationRead(data(0, [n('a')]), 'a'))).toBe(0);
  });

  it('leaves an already read or unknown notification alone', () => {
    const start = data(1, [n('a', true), n('b')]);
    expect(withNotificationRead(start, 'a')).toBe(start);
    expect(withNotificationRead(start, 'zzz')).toBe(start);
  });
});

describe('useMarkNotificationRead', () => {
  it('is optimistic, toasts the server message, and refetches afterwards', async () => {
    client.setQueryData(notificationsQueryKey('u1', 'en'), data(2, [n('a'), n('b')]));
    client.setQueryData(['patient', 'u1', 'notifications', 'unread-count'], 2);
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce((input, init) => {
      expect(String(input)).toBe('/api/v1/patient/notifications/mark-read/a');
      expect(init?.method).toBe('PATCH');
      return new Promise((resolve) => (answer = resolve));
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ data: { notifications: [n('a', true), n('b')], summary: { unread: 1 }, pagination: { page: 1, limit: 10, hasNext: false } } }));
    const { result } = renderHook(() => useMarkNotificationRead('u1'), { wrapper });

    act(() => result.current.mutate('a'));
    await waitFor(() => expect(cached()!.pages[0]!.notifications[0]!.isRead).toBe(true));
    expect(unreadOf(cached())).toBe(1);
    expect(client.getQueryData(['patient', 'u1', 'notifications', 'unread-count'])).toBe(1);
    expect(toast.loading).toHaveBeenCalledWith('Marking notification as read...');

    await act(async () => answer(jsonResponse({ message: 'Notification marked as read', data: { id: 'a', isRead: true, unread: 1 } })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(toast.success).toHaveBeenCalledWith('Notification marked as read', { id: 'toast-1' });
    expect(client.getQueryState(notificationsQueryKey('u1', 'en'))?.isInvalidated || fetchMock.mock.calls.length > 1).toBe(true);
  });

  it('rolls back on failure with the failure toast', async () => {
    client.setQueryData(notificationsQueryKey('u1', 'en'), data(1, [n('a'), n('b', true)]));
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('mark-read')
        ? jsonResponse({ message: 'Something went wrong. Please try again.' }, 500)
        : jsonResponse({ data: { notifications: [n('a'), n('b', true)], summary: { unread: 1 }, pagination: { page: 1, limit: 10, hasNext: false } } }));
    const { result } = renderHook(() => useMarkNotificationRead('u1'), { wrapper });

    act(() => result.current.mutate('a'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()!.pages[0]!.notifications[0]!.isRead).toBe(false);
    expect(unreadOf(cached())).toBe(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to mark notification as read', { id: 'toast-1' });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
