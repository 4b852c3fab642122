// @vitest-environment jsdom
// The auth context over a fake Firebase module (src/lib/auth/firebase-auth.ts, the only file that
// imports the SDK): the spec 4 state machine as a component sees it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MutationObserver, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type Listener = (user: unknown) => void;
const fb = vi.hoisted(() => ({
  loads: 0,
  listener: undefined as Listener | undefined,
  signOut: vi.fn(),
  signIn: vi.fn(),
}));

vi.mock('./firebase-auth', () => {
  fb.loads += 1;
  return {
    createAuth: () => ({ authStateReady: async () => undefined, currentUser: null }),
    onAuthStateChanged: (_auth: unknown, listener: Listener) => {
      fb.listener = listener;
      return () => undefined;
    },
    signInWithEmailAndPassword: fb.signIn,
    signOut: fb.signOut,
    applyActionCode: vi.fn(),
  };
});

function fakeUser(uid: string, claims: Record<string, unknown>) {
  return {
    uid,
    email: `${uid}@example.test`,
    emailVerified: true,
    displayName: 'Asha Rai',
    photoURL: null,
    getIdTokenResult: vi.fn(async () => ({ claims })),
    reload: vi.fn(async () => undefined),
  };
}

async function setup(opts: { session?: boolean; onSignedOut?: () => void } = {}) {
  vi.resetModules();
  if (opts.session) localStorage.setItem('swasthya.auth', '1');
  const { AuthProvider, useAuth } = await import('./auth-provider');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['patient', 'detail'], { name: 'cached' });
  let latest: ReturnType<typeof useAuth> | undefined;
  function Probe() {
    const auth = useAuth();
    latest = auth;
    return (
      <p data-testid="state">
        {auth.loading ? 'loading' : auth.user ? `user:${auth.user.uid}:${String(auth.claims?.['role'])}` : 'guest'}
        {auth.notice ? ` notice:${auth.notice}` : ''}
      </p>
    );
  }
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={opts.onSignedOut}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  render(wrap(<Probe />));
  return { queryClient, auth: () => latest!, text: () => screen.getByTestId('state').textContent };
}

beforeEach(() => {
  fb.loads = 0;
  fb.listener = undefined;
  fb.signOut.mockReset().mockImplementation(async () => fb.listener?.(null));
  fb.signIn.mockReset();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('settles at once as a guest on a device that never signed in, without loading Firebase', async () => {
    const { text } = await setup();
    expect(text()).toBe('guest');
    expect(fb.loads).toBe(0);
  });

  it('is loading until Firebase reports, then stores the user and the force-refreshed claims', async () => {
    const { text } = await setup({ session: true });
    expect(text()).toBe('loading');
    await waitFor(() => expect(fb.listener).toBeDefined());
    const user = fakeUser('u1', { role: 'patient' });
    act(() => fb.listener!(user));
    await waitFor(() => expect(text()).toBe('user:u1:patient'));
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('signs out an account without the patient role and says why', async () => {
    const { text } = await setup({ session: true });
    await waitFor(() => expect(fb.listener).toBeDefined());
    act(() => fb.listener!(fakeUser('doc', { role: 'doctor' })));
    await waitFor(() => expect(text()).toBe('guest notice:role-mismatch'));
    expect(fb.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('swasthya.auth')).toBeNull();
  });

  it('signIn goes through Firebase and reads the claims; refreshClaims forces a refresh', async () => {
    const { text, auth } = await setup();
    const user = fakeUser('u2', { role: 'patient' });
    fb.signIn.mockResolvedValue({ user });
    await act(() => auth().signIn('u2@example.test', 'Secret@123'));
    expect(fb.signIn).toHaveBeenCalledWith(expect.anything(), 'u2@example.test', 'Secret@123');
    expect(text()).toBe('user:u2:patient');
    expect(localStorage.getItem('swasthya.auth')).toBe('1');
    await act(() => auth().refreshClaims());
    expect(user.getIdTokenResult).toHaveBeenCalledTimes(2);
    expect(user.getIdTokenResult).toHaveBeenLastCalledWith(true);
  });

  it('wipes the query cache and reports the sign-out when a signed-in user leaves', async () => {
    const onSignedOut = vi.fn();
    const { text, auth, queryClient } = await setup({ session: true, onSignedOut });
    await waitFor(() => expect(fb.listener).toBeDefined());
    act(() => fb.listener!(fakeUser('u3', { role: 'patient' })));
    await waitFor(() => expect(text()).toBe('user:u3:patient'));
    expect(queryClient.getQueryData(['patient', 'detail'])).toBeDefined();
    await act(() => auth().signOut());
    expect(text()).toBe('guest');
    expect(fb.signOut).toHaveBeenCalled();
    expect(queryClient.getQueryData(['patient', 'detail'])).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('asks before signing out while writes made offline are still waiting (they would be lost)', async () => {
    const { text, auth, queryClient } = await setup({ session: true });
    // The same (freshly loaded) Lingui the provider uses.
    (await import('@lingui/core')).i18n.loadAndActivate({ locale: 'en', messages: {} });
    await waitFor(() => expect(fb.listener).toBeDefined());
    act(() => fb.listener!(fakeUser('u4', { role: 'patient' })));
    await waitFor(() => expect(text()).toBe('user:u4:patient'));
    onlineManager.setOnline(false);
    void new MutationObserver(queryClient, { mutationKey: ['outbox', 'book'], networkMode: 'online', mutationFn: async (_v: { idempotencyKey: string }) => 'ok' })
      .mutate({ idempotencyKey: 'k1' })
      .catch(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      await act(() => auth().signOut());
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining('1 changes made offline have not been sent yet'));
      expect(fb.signOut).not.toHaveBeenCalled();
      expect(text()).toBe('user:u4:patient');
      confirm.mockReturnValue(true);
      await act(() => auth().signOut());
      expect(fb.signOut).toHaveBeenCalled();
      expect(text()).toBe('guest');
    } finally {
      confirm.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('useAuth outside the provider is a programming error', async () => {
    vi.resetModules();
    const { useAuth } = await import('./auth-provider');
    function Lost() {
      useAuth();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lost />)).toThrow(/AuthProvider/);
  });
});
