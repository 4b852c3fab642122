// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, testQueryClient } from '@/app/test-router';
import { PREFS_KEY, readPrefs } from '@/lib/settings/prefs';
import { usePreferenceActions, useServerPreferences } from './use-preferences';

const i18nMock = vi.hoisted(() => ({ setLanguage: vi.fn(), locale: 'en' }));
vi.mock('@/lib/i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n/i18n')>()),
  setLanguage: i18nMock.setLanguage,
  currentLocale: () => i18nMock.locale,
}));

const toastMock = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast: toastMock }));

const fetchMock = vi.fn<typeof fetch>();
let server = { theme: 'light', language: 'en', saved: true };

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-theme', 'light');
  i18nMock.setLanguage.mockReset();
  toastMock.error.mockReset();
  i18nMock.locale = 'en';
  server = { theme: 'light', language: 'en', saved: true };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') server = { ...server, ...(JSON.parse(String(init.body)) as object), saved: true };
    return jsonResponse({ data: server });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('theme and language switches', () => {
  it('a guest’s theme is stored on the device only and applied at once', async () => {
    const { result } = renderHook(() => usePreferenceActions(undefined), { wrapper });
    act(() => result.current.chooseTheme('dark'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).toMatchObject({ theme: 'dark' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a signed-in patient’s theme is also PUT to the server', async () => {
    const { result } = renderHook(() => usePreferenceActions('u1'), { wrapper });
    act(() => result.current.chooseTheme('dark'));
    await waitFor(() => expect(puts()).toEqual([{ theme: 'dark' }]), { timeout: 5000 });
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/patient/user/preferences');
  });

  it('a language change is stored, PUT when signed in, then the page reloads', async () => {
    const { result } = renderHook(() => usePreferenceActions('u1'), { wrapper });
    act(() => result.current.chooseLanguage('ne'));
    await waitFor(() => expect(i18nMock.setLanguage).toHaveBeenCalledWith('ne'), { timeout: 5000 });
    expect(readPrefs().language).toBe('ne');
    expect(puts()).toEqual([{ language: 'ne' }]);
  });

  it('a failed save does not stop the language change', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    const { result } = renderHook(() => usePreferenceActions('u1'), { wrapper });
    act(() => result.current.chooseLanguage('ne'));
    await waitFor(() => expect(i18nMock.setLanguage).toHaveBeenCalledWith('ne'), { timeout: 5000 });
  });

  it('a language whose catalog cannot load (offline, not on the phone) is not switched to: the patient is told', async () => {
    window.__SWASTHYA_I18N__ = { full: { en: '/assets/messages-en.js', ne: '/assets/messages-ne-not-on-this-phone.js' }, routes: [] };
    try {
      const { result } = renderHook(() => usePreferenceActions('u1'), { wrapper });
      act(() => result.current.chooseLanguage('ne'));
      await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(expect.stringMatching(/needs a connection/), expect.anything()), { timeout: 5000 });
      expect(readPrefs().language).toBe('en');
      expect(i18nMock.setLanguage).not.toHaveBeenCalled();
      expect(puts()).toEqual([]);
    } finally {
      delete window.__SWASTHYA_I18N__;
    }
  });
});

describe('server preferences after sign-in', () => {
  it('asks nothing for a guest', async () => {
    renderHook(() => useServerPreferences(undefined), { wrapper });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the server’s theme wins over the device’s', async () => {
    server = { theme: 'dark', language: 'en', saved: true };
    renderHook(() => useServerPreferences('u1'), { wrapper });
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'), { timeout: 5000 });
    expect(readPrefs().theme).toBe('dark');
    expect(i18nMock.setLanguage).not.toHaveBeenCalled();
  });

  it('the server’s language wins: stored, and the page reloads in it', async () => {
    server = { theme: 'light', language: 'ne', saved: true };
    renderHook(() => useServerPreferences('u1'), { wrapper });
    await waitFor(() => expect(i18nMock.setLanguage).toHaveBeenCalledWith('ne'), { timeout: 5000 });
  });

  it('nothing changes when the server agrees with the device', async () => {
    renderHook(() => useServerPreferences('u1'), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce(), { timeout: 5000 });
    await act(async () => {});
    expect(i18nMock.setLanguage).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('when the patient never chose, the device’s choice is kept and saved to the server', async () => {
    server = { theme: 'light', language: 'en', saved: false };
    i18nMock.locale = 'ne';
    localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'dark', language: 'ne' }));
    document.documentElement.setAttribute('data-theme', 'dark');
    renderHook(() => useServerPreferences('u1'), { wrapper });
    await waitFor(() => expect(puts()).toEqual([{ theme: 'dark', language: 'ne' }]), { timeout: 5000 });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(i18nMock.setLanguage).not.toHaveBeenCalled();
  });
});
