// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithI18n } from '@/ui/test-utils';
import { OfflineBanner } from './OfflineBanner';
import { OfflineDataNotice } from './OfflineDataNotice';

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('offline notices', () => {
  it('the banner says "You are offline" in a status region, only while offline', () => {
    renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('You are offline');
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a screen with cached data says when it is from, only while offline', () => {
    const client = new QueryClient();
    client.setQueryData(['patient', 'u1', 'appointments', 'list', {}], { appointments: [] }, { updatedAt: Date.UTC(2026, 10, 20, 6, 15) });
    renderWithI18n(
      <QueryClientProvider client={client}>
        <OfflineDataNotice queryKey={['patient', 'u1', 'appointments']} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(/Offline — showing data from/)).toBeNull();
    setOnline(false);
    expect(screen.getByText(/Offline — showing data from .*20 Nov/)).toBeTruthy();
  });

  it('online, says so when a refetch failed and the last copy is shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['patient', 'u1', 'family-members'];
    client.setQueryData(key, [{ id: 'm1' }], { updatedAt: Date.UTC(2026, 10, 20, 6, 15) });
    renderWithI18n(
      <QueryClientProvider client={client}>
        <OfflineDataNotice queryKey={key} />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
    await act(() => client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined));
    expect(screen.getByTestId('offline-data-notice').textContent).toMatch(/^Could not refresh — showing data from .*20 Nov/);
  });

  it('follows an answer to its own queries that arrives while it is shown, not answers to others', () => {
    setOnline(false);
    const client = new QueryClient();
    renderWithI18n(
      <QueryClientProvider client={client}>
        <OfflineDataNotice queryKey={['patient', 'u1', 'appointments']} />
      </QueryClientProvider>,
    );
    act(() => void client.setQueryData(['patient', 'u1', 'invoices'], [], { updatedAt: Date.UTC(2026, 10, 19, 6, 15) }));
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
    act(() => void client.setQueryData(['patient', 'u1', 'appointments', 'list', {}], { appointments: [] }, { updatedAt: Date.UTC(2026, 10, 21, 6, 15) }));
    expect(screen.getByTestId('offline-data-notice').textContent).toMatch(/^Offline — showing data from .*21 Nov/);
  });

  it('says nothing offline when the screen has no data', () => {
    setOnline(false);
    renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineDataNotice queryKey={['patient', 'u1', 'appointments']} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(/Offline — showing data from/)).toBeNull();
  });
});
