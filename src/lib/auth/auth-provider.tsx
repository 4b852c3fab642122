// The auth context (spec 4). The state lives in the auth store (shared with the route guards);
// the provider exposes it to React, wipes the per-user query cache when the user changes, and
// tells the app when someone signed out so protected pages can send them away.
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isWaiting } from '../offline/outbox-keys';
import { useLatest } from '../hooks/use-latest';
import { authStore as defaultStore, type AuthState, type AuthStore } from './auth-store';

export interface AuthContextValue extends AuthState {
  /** A patient is signed in (claims checked, or unknown while offline). */
  isSignedIn: boolean;
  signIn: AuthStore['signIn'];
  signOut: AuthStore['signOut'];
  refreshClaims: AuthStore['refreshClaims'];
  reloadUser: AuthStore['reloadUser'];
  clearNotice: AuthStore['clearNotice'];
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  store?: AuthStore;
  /** Called when a signed-in user becomes signed out (sign-out, revoked session, role mismatch). */
  onSignedOut?: () => void;
}

export function AuthProvider({ children, store = defaultStore, onSignedOut }: AuthProviderProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const queryClient = useContext(QueryClientContext);
  const settledUid = useRef<string | null | undefined>(undefined);
  const onSignedOutRef = useLatest(onSignedOut);

  useEffect(() => {
    store.start();
  }, [store]);

  // Claims that could not be read offline are read again when the connection returns.
  useEffect(() => {
    const retry = () => {
      const current = store.getState();
      if (current.user && !current.claims) void store.refreshClaims();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [store]);

  const uid = state.loading ? undefined : (state.user?.uid ?? null);
  useEffect(() => {
    if (uid === undefined) return;
    const previous = settledUid.current;
    settledUid.current = uid;
    if (previous === undefined || previous === null || previous === uid) return;
    // One patient's cached records are never shown to the next one (or to a guest).
    queryClient?.clear();
    if (uid === null) onSignedOutRef.current?.();
  }, [uid, queryClient, onSignedOutRef]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isSignedIn: !state.loading && state.user !== null,
      signIn: store.signIn,
      signOut: async () => {
        // Writes still waiting for a connection are wiped with the patient's data: say so first.
        const waiting = queryClient?.getMutationCache().getAll().filter(isWaiting).length ?? 0;
        if (waiting > 0 && !window.confirm(i18n._(msg`${waiting} changes made offline have not been sent yet. If you log out now they will be lost. Log out anyway?`))) return;
        await store.signOut();
      },
      refreshClaims: store.refreshClaims,
      reloadUser: store.reloadUser,
      clearNotice: store.clearNotice,
    }),
    [state, store, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth context: loading, user, claims, notice and the actions. Use inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return value;
}
