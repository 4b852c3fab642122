// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockViewport, renderWithRouter } from '@/app/test-router';
import type { ShellPreferenceActions, ShellUser } from '../types';
import { AccountArea } from './AccountArea';

const USER: ShellUser = { uid: 'u1', email: 'firebase@swasthya.test', displayName: 'Fire Base', photoURL: null };
const PROFILE = {
  id: 'p1', firstName: 'Asha', middleName: 'Kumari', lastName: 'Gurung', email: 'asha@swasthya.test',
  countryCode: '+977', phoneNumber: null, phoneVerified: false, dateOfBirth: null, bloodGroup: null,
  address: null, city: null, timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null,
  occupation: null, religion: null, gender: null, nationality: null, language: null,
  profilePictureUrl: '/api/v1/patient/user/profile-picture', isComplete: false,
};

const fetchMock = vi.fn<typeof fetch>();
let unread = 3;
let pictureStatus = 200;
let viewport: ReturnType<typeof mockViewport>;

beforeEach(() => {
  unread = 3;
  pictureStatus = 200;
  viewport = mockViewport(1280);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname.endsWith('/get-patient-detail')) return jsonResponse({ data: PROFILE });
    if (url.pathname.endsWith('/user/profile-picture')) {
      return pictureStatus === 200 ? new Response(new Blob(['png'], { type: 'image/png' })) : jsonResponse({ message: 'Not found' }, 404);
    }
    if (url.pathname.endsWith('/notifications/get')) {
      return jsonResponse({ data: { notifications: [], summary: { unread }, pagination: { page: 1, limit: 10, hasNext: false } } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  document.documentElement.setAttribute('data-theme', 'light');
});

afterEach(() => {
  vi.unstubAllGlobals();
  viewport.restore();
});

function setup(signOut = vi.fn(async () => {})) {
  const preferences: ShellPreferenceActions = { chooseTheme: vi.fn(), chooseLanguage: vi.fn() };
  return renderWithRouter(<AccountArea user={USER} preferences={preferences} signOut={signOut} />).then((r) => ({ ...r, preferences, signOut }));
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));

describe('avatar menu', () => {
  it('shows the picture, full name and e-mail from the profile', async () => {
    await setup();
    openMenu();
    expect(await screen.findByText('Asha Kumari Gurung')).toBeTruthy();
    expect(screen.getByText('asha@swasthya.test')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://app.test').pathname);
    expect(urls).toContain('/api/v1/patient/user/get-patient-detail');
  });

  it('fetches the stored picture from the owner-only API (an <img> cannot send the token) and falls back to initials when it fails', async () => {
    await setup();
    openMenu();
    await screen.findByText('Asha Kumari Gurung');
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/v1/patient/user/profile-picture')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/patient/user/profile-picture')!;
    expect(new Headers(init?.headers).get('x-api-key')).toBeTruthy();
    for (const img of document.querySelectorAll('img')) fireEvent.error(img);
    await waitFor(() => expect(document.querySelectorAll('[data-avatar="fallback"]').length).toBe(2));
    expect(document.querySelector('[data-avatar="fallback"]')!.textContent).toBe('AG');
  });

  it('shows initials when the profile has no stored picture', async () => {
    pictureStatus = 404;
    await setup();
    openMenu();
    await screen.findByText('Asha Kumari Gurung');
    await waitFor(() => expect(document.querySelectorAll('[data-avatar="fallback"]').length).toBe(2));
    expect(document.querySelectorAll('img').length).toBe(0);
  });

  it('has a dark-mode switch that follows <html data-theme>', async () => {
    const { preferences } = await setup();
    openMenu();
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(preferences.chooseTheme).toHaveBeenCalledWith('dark');
    document.documentElement.setAttribute('data-theme', 'dark');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('offers English and नेपाली under Language', async () => {
    const { preferences } = await setup();
    openMenu();
    const language = screen.getByRole('button', { name: /Language/ });
    expect(language.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(language);
    const group = screen.getByRole('group', { name: 'Language' });
    fireEvent.click(within(group).getByRole('button', { name: 'English' }));
    expect(preferences.chooseLanguage).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('button', { name: 'नेपाली' }));
    expect(preferences.chooseLanguage).toHaveBeenCalledWith('ne');
  });

  it('links Settings to /settings/profile', async () => {
    await setup();
    openMenu();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/profile');
  });

  it('Logout signs out, then goes to /signin', async () => {
    const { router, signOut } = await setup();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('closes on Escape and returns focus to the avatar button', async () => {
    await setup();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(avatar);
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(avatar.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(avatar);
  });
});

describe('notification bell', () => {
  it('shows the unread count from summary.unread', async () => {
    await setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('3');
  });

  it('hides the badge when nothing is unread', async () => {
    unread = 0;
    await setup();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(within(bell).queryByTestId('unread-badge')).toBeNull();
    fireEvent.click(bell);
    expect(screen.getByText('No new notifications')).toBeTruthy();
  });

  it('asks for the first page the way the notification list will', async () => {
    await setup();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://app.test'))
      .find((u) => u.pathname === '/api/v1/patient/notifications/get')!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '10', unreadOnly: 'false', page: '1' });
  });
});
