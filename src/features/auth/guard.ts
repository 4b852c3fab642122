// Route guards. Guests browse `/` and `/find/*` freely; the pages under the pathless `_authed`
// layout route (the dashboard, and booking) need a signed-in patient, and send guests to
// /signin?redirect=<where they were>, which brings them back.
import { redirect } from '@tanstack/react-router';
import { hasSession } from '@/lib/auth/auth';
import { authStore, type AuthState, type AuthStore } from '@/lib/auth/auth-store';

export const HOME_AFTER_SIGN_IN = '/home';

/** The auth pages: never a place to return to after signing in. */
const AUTH_PATHS = /^\/(?:signin|signup|forgot-password|action)(?:\/|$)/;

function normalisePath(pathname: string): string {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    path = pathname;
  }
  // Route matching is case-insensitive and ignores a trailing slash.
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const CHECK_ORIGIN = 'https://swasthya.invalid';

/**
 * The `redirect` search value, if it is a same-origin relative path (`/appointments?tab=2`),
 * as path + search + hash; anything else (absolute or protocol-relative URLs, backslashes,
 * control characters, the auth pages themselves) gives undefined.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read '\' as '/' ('/\evil.com' is protocol-relative); no control characters either.
  if (value.includes('\\') || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== CHECK_ORIGIN) return undefined;
  if (AUTH_PATHS.test(normalisePath(url.pathname))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the safe `redirect`, else /home. */
export function afterSignIn(redirectTo: unknown): string {
  return safeRedirect(redirectTo) ?? HOME_AFTER_SIGN_IN;
}

/** The settled auth state, without loading Firebase for a device that has never signed in. */
async function settledState(store: AuthStore): Promise<AuthState | null> {
  if (!hasSession() && !store.getState().user) return null;
  return store.whenSettled();
}

interface GuardLocation {
  pathname: string;
  href: string;
}

/** `beforeLoad` of the `_authed` layout: a guest is sent to /signin?redirect=<this page>. */
export async function requireSignIn({ location }: { location: GuardLocation }, store: AuthStore = authStore): Promise<void> {
  const state = await settledState(store);
  if (state?.user) return;
  throw redirect({ to: '/signin', search: { redirect: safeRedirect(location.href) }, replace: true });
}

/** `beforeLoad` of /signin and /signUp: a signed-in patient goes on to `redirect`, or /home. */
export async function redirectIfSignedIn(redirectTo: unknown, store: AuthStore = authStore): Promise<void> {
  const state = await settledState(store);
  if (!state?.user) return;
  throw redirect({ href: afterSignIn(redirectTo), replace: true });
}
