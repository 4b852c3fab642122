// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@contracts/notifications';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { isNearBottom, NotificationsPanel } from './NotificationsPanel';

vi.mock('@/ui/toast', () => ({ toast: { loading: vi.fn(), success: vi.fn(), error: vi.fn() } }));

const n = (id: string, isRead = false, link: string | null = null): Notification => ({
  id, title: `Title ${id}`, message: `Message ${id}`, createdAt: '2026-11-21T04:00:00.000Z', isRead, category: 'informational', link,
});

const fetchMock = vi.fn<typeof fetch>();
const pagesAsked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test'))
    .filter((url) => url.pathname === '/api/v1/patient/notifications/get')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('isNearBottom', () => {
  it('is true within 10 px of the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 590, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 589, clientHeight: 400 })).toBe(false);
  });
});

describe('NotificationsPanel', () => {
  it("says 'No new notifications' when there are none", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ data: { notifications: [], summary: { unread: 0 }, pagination: { page: 1, limit: 10, hasNext: false } } }));
    await renderWithRouter(<NotificationsPanel uid="u1" />);
    await screen.findByText('No new notifications');
    expect(pagesAsked()).toEqual([{ limit: '10', unreadOnly: 'false', page: '1' }]);
  });

  it('lists them, loads the next page near the bottom of the scroll, and marks one read', async () => {
    // A small server: n1 and n3 unread until marked.
    const read = new Set(['n2']);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname.includes('mark-read')) {
        read.add('n1');
        return jsonResponse({ message: 'Notification marked as read', data: { id: 'n1', isRead: true, unread: 3 - read.size } });
      }
      const page = Number(url.searchParams.get('page'));
      const summary = { unread: 3 - read.size };
      return page === 1
        ? jsonResponse({ data: { notifications: [n('n1', read.has('n1'), '/appointments/a1'), n('n2', true)], summary, pagination: { page: 1, limit: 10, hasNext: true } } })
        : jsonResponse({ data: { notifications: [n('n3')], summary, pagination: { page: 2, limit: 10, hasNext: false } } });
    });
    await renderWithRouter(<NotificationsPanel uid="u1" />);
    await screen.findByText('Title n1');
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2 unread');
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/appointments/a1');
    // Only unread ones offer Mark as read.
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);

    const list = screen.getByRole('region', { name: 'Notification list' });
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 400 },
      scrollTop: { configurable: true, writable: true, value: 100 },
    });
    fireEvent.scroll(list);
    expect(pagesAsked()).toHaveLength(1);
    list.scrollTop = 592;
    fireEvent.scroll(list);
    await screen.findByText('Title n3');
    expect(pagesAsked().map((q) => q['page'])).toEqual(['1', '2']);

    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Mark as read' })[0]!);
    });
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread'));
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
  });
});
