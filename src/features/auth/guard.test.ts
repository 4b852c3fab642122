// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { SESSION_FLAG_KEY } from '@/lib/auth/auth';
import { createAuthStore, PATIENT_ROLE, type AuthUser } from '@/lib/auth/auth-store';
import { afterSignIn, redirectIfSignedIn, requireSignIn, safeRedirect } from './guard';

vi.mock('@/lib/auth/firebase-auth', () => {
  throw new Error('the guard must not load Firebase for a guest');
});

afterEach(() => localStorage.clear());

const patient: AuthUser = {
  uid: 'p1',
  email: 'p1@example.test',
  emailVerified: true,
  displayName: null,
  photoURL: null,
  getIdTokenResult: async () => ({ claims: { role: PATIENT_ROLE } }),
  reload: async () => undefined,
};

function storeWith(user: AuthUser | null) {
  return createAuthStore({
    onUser: (listener) => {
      setTimeout(() => listener(user), 0);
      return () => undefined;
    },
    signIn: async () => patient,
    signOut: async () => undefined,
  });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('safeRedirect: only same-origin relative paths', () => {
  it.each([
    ['/appointments', '/appointments'],
    ['/appointments/42?tab=notes#top', '/appointments/42?tab=notes#top'],
    ['/find/doctors?query=heart', '/find/doctors?query=heart'],
    ['/home/../settings/profile', '/settings/profile'],
  ])('keeps %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/home',
    '//evil.example/home',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'home',
    '/home\nx',
    '/signin?redirect=/home',
    '/signUp',
    '/action?mode=verifyEmail',
    '',
    42,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('drops %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('goes home after sign-in when there is no usable redirect', () => {
    expect(afterSignIn(undefined)).toBe('/home');
    expect(afterSignIn('https://evil.example')).toBe('/home');
    expect(afterSignIn('/favourites')).toBe('/favourites');
  });
});

describe('requireSignIn', () => {
  const location = { pathname: '/appointments/7', href: '/appointments/7?x=1' };

  it('sends a guest to /signin with the page to come back to, without loading Firebase', async () => {
    const err = await thrown(requireSignIn({ location }, storeWith(null)));
    expect(isRedirect(err)).toBe(true);
    expect((err as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/signin',
      search: { redirect: '/appointments/7?x=1' },
    });
  });

  it('waits for a restored session and lets a signed-in patient through', async () => {
    localStorage.setItem(SESSION_FLAG_KEY, '1');
    await expect(requireSignIn({ location }, storeWith(patient))).resolves.toBeUndefined();
  });

  it('redirects when the restored session turns out to be gone', async () => {
    localStorage.setItem(SESSION_FLAG_KEY, '1');
    expect(isRedirect(await thrown(requireSignIn({ location }, storeWith(null))))).toBe(true);
  });
});

describe('redirectIfSignedIn (/signin, /signUp)', () => {
  it('sends a signed-in patient on to the redirect, or /home', async () => {
    localStorage.setItem(SESSION_FLAG_KEY, '1');
    const toRedirect = await thrown(redirectIfSignedIn('/family', storeWith(patient)));
    expect((toRedirect as { options: { href: string } }).options.href).toBe('/family');
    const toHome = await thrown(redirectIfSignedIn('//evil.example', storeWith(patient)));
    expect((toHome as { options: { href: string } }).options.href).toBe('/home');
  });

  it('leaves a guest on the page', async () => {
    await expect(redirectIfSignedIn('/family', storeWith(null))).resolves.toBeUndefined();
  });
});
