// The signed-in state of the app (spec 4, "Auth"), as a small store outside React so that route
// guards (`beforeLoad`) and components read the same thing:
// - loading is true at start;
// - when the identity provider reports a user, the user is stored and its claims are read: from the
//   kept token when it says patient (then force-refreshed behind the first screen), else from a
//   forced refresh; when it reports no user, user and claims are cleared;
// - loading then becomes false;
// - refreshClaims() re-reads the claims with a forced refresh when someone is signed in.
// A user whose claims lack `role: 'patient'` is signed out again with the role-mismatch notice.
// Firebase itself stays behind src/lib/auth/auth.ts (loaded lazily); tests pass fake dependencies.
import { onUser, signInWithEmail, signOutUser } from './auth';

export const PATIENT_ROLE = 'patient';

export type Claims = Readonly<Record<string, unknown>>;

/** What the store needs of a Firebase `User` (which satisfies it). */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly photoURL: string | null;
  getIdTokenResult(forceRefresh?: boolean): Promise<{ claims: Claims }>;
  reload(): Promise<void>;
}

/** Something the sign-in page must tell the user after the store signed them out. */
export type AuthNotice = 'role-mismatch';

export interface AuthState {
  loading: boolean;
  user: AuthUser | null;
  /** The ID token's claims; null when signed out, or when they could not be read (offline). */
  claims: Claims | null;
  /** The user's e-mail is verified (kept apart from `user`, which Firebase mutates in place). */
  emailVerified: boolean;
  notice: AuthNotice | null;
}

export interface AuthDeps {
  /** Subscribe to the identity provider's user (called at once when it is known). */
  onUser(listener: (user: AuthUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
}

/** Thrown by signIn() for an account without the patient role (it has been signed out). */
export class RoleMismatchError extends Error {
  override readonly name = 'RoleMismatchError';
  readonly code = 'app/role-mismatch';
  constructor() {
    super('The account does not have the patient role.');
  }
}

/**
 * What the identity provider answers when a session truly ended (disabled or deleted account, revoked or
 * expired refresh token). Anything else a forced refresh throws (the network, a timeout, a busy server,
 * too many requests) is transient on a slow phone or a flaky link: the patient stays signed in with the
 * cached token's claims, and is never sent to /signin for it (issue 25).
 */
const SESSION_ENDED = new Set([
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-mismatch',
]);

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

type Verdict = { ok: true } | { ok: false; error: unknown };

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Start following the identity provider (idempotent). Guests with no session never load Firebase. */
  start(): void;
  /** Resolves with the state once loading is false. */
  whenSettled(): Promise<AuthState>;
  /** Sign in, read the claims, and reject (sign out again) an account without the patient role. */
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Re-read the claims with a forced token refresh, if someone is signed in. */
  refreshClaims(): Promise<void>;
  /** Reload the user (e.g. after the e-mail was verified) and re-read the claims. */
  reloadUser(): Promise<void>;
  clearNotice(): void;
}

export function createAuthStore(deps: AuthDeps): AuthStore {
  let state: AuthState = { loading: true, user: null, claims: null, emailVerified: false, notice: null };
  const listeners = new Set<() => void>();
  let started = false;
  /** Bumped whenever the user changes, so that late answers about an earlier user are dropped. */
  let generation = 0;
  let pending: { uid: string; promise: Promise<Verdict> } | null = null;
  /** Sign-ins under way: the provider reports their user while signIn() waits (Firebase does). */
  let signingIn = 0;

  function set(patch: Partial<AuthState>): void {
    const next = { ...state, ...patch };
    next.emailVerified = next.user?.emailVerified ?? false;
    state = next;
    for (const listener of listeners) listener();
  }

  /** Forced refresh; when it fails for a transient reason, fall back to the cached token, and then to "claims unknown". */
  async function readClaims(user: AuthUser): Promise<Claims | null> {
    try {
      return (await user.getIdTokenResult(true)).claims;
    } catch (err) {
      const code = errorCode(err);
      if (code !== undefined && SESSION_ENDED.has(code)) throw err;
      try {
        return (await user.getIdTokenResult(false)).claims;
      } catch {
        return null;
      }
    }
  }

  async function reject(notice: AuthNotice | null): Promise<void> {
    generation += 1;
    pending = null;
    set({ user: null, claims: null, loading: false, notice });
    await deps.signOut().catch(() => undefined);
  }

  function verify(user: AuthUser): Promise<Verdict> {
    if (pending?.uid === user.uid) return pending.promise;
    generation += 1;
    const gen = generation;
    const justSignedIn = signingIn > 0;
    set({ user, claims: null, loading: true });
    const promise = (async (): Promise<Verdict> => {
      // The token kept on the device says who this is: when it says patient, the patient is in at once.
      // The forced refresh (a round trip to Google's servers, seconds on a 2G link in the hills) then
      // checks the session behind the first screen, and signs out a disabled account or a changed
      // role as before. A token just minted by sign-in needs no such check.
      const kept = await user.getIdTokenResult(false).then((result) => result.claims, () => null);
      if (gen !== generation) return { ok: false, error: new Error('The signed-in user changed.') };
      if (kept?.['role'] === PATIENT_ROLE) {
        set({ user, claims: kept, loading: false, notice: null });
        if (!justSignedIn) void store.refreshClaims();
        return { ok: true };
      }
      // No role in the kept token (an account just made, whose role came after its first token): ask.
      let claims: Claims | null;
      try {
        claims = await readClaims(user);
      } catch (error) {
        // The account was disabled or deleted, or its session revoked: it is not signed in.
        if (gen === generation) await reject(null);
        return { ok: false, error };
      }
      if (gen !== generation) return { ok: false, error: new Error('The signed-in user changed.') };
      // Claims that could not be read (offline) are checked again on the next refresh.
      if (claims && claims['role'] !== PATIENT_ROLE) {
        await reject('role-mismatch');
        return { ok: false, error: new RoleMismatchError() };
      }
      set({ user, claims, loading: false, notice: null });
      return { ok: true };
    })();
    pending = { uid: user.uid, promise };
    void promise.finally(() => {
      if (pending?.promise === promise) pending = null;
    });
    return promise;
  }

  function onProviderUser(user: AuthUser | null): void {
    if (user) {
      // Already verified (sign-in verified it before the provider reported it).
      if (!state.loading && state.user?.uid === user.uid) {
        if (state.user !== user) set({ user });
        return;
      }
      void verify(user);
      return;
    }
    generation += 1;
    pending = null;
    set({ user: null, claims: null, loading: false });
  }

  const store: AuthStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (started) return;
      started = true;
      deps.onUser(onProviderUser);
    },
    whenSettled() {
      store.start();
      if (!state.loading) return Promise.resolve(state);
      return new Promise((resolve) => {
        const unsubscribe = store.subscribe(() => {
          if (state.loading) return;
          unsubscribe();
          resolve(state);
        });
      });
    },
    async signIn(email, password) {
      store.start();
      if (state.notice) set({ notice: null });
      signingIn += 1;
      let user: AuthUser;
      let verdict: Verdict;
      try {
        user = await deps.signIn(email, password);
        // The provider may have reported this user, and verify checked them, before sign-in returned:
        // checking again would turn loading on and off once more, and the app restarts everything
        // keyed by the signed-in user when it does (issue 25: the patient's zone was lost so).
        const settled = !state.loading && state.user?.uid === user.uid && state.claims !== null;
        verdict = settled ? { ok: true } : await verify(user);
      } finally {
        signingIn -= 1;
      }
      if (!verdict.ok) throw verdict.error;
      return user;
    },
    async signOut() {
      generation += 1;
      pending = null;
      set({ user: null, claims: null, loading: false, notice: null });
      await deps.signOut();
    },
    async refreshClaims() {
      const user = state.user;
      if (!user || state.loading) return;
      const gen = generation;
      let claims: Claims | null;
      try {
        claims = await readClaims(user);
      } catch {
        if (gen === generation) await reject(null);
        return;
      }
      if (gen !== generation || !claims) return;
      if (claims['role'] !== PATIENT_ROLE) {
        await reject('role-mismatch');
        return;
      }
      set({ claims });
    },
    async reloadUser() {
      const user = state.user;
      if (!user) return;
      await user.reload().catch(() => undefined);
      // `set` re-reads emailVerified from the (mutated) user.
      if (state.user === user) set({});
      await store.refreshClaims();
    },
    clearNotice() {
      if (state.notice) set({ notice: null });
    },
  };
  return store;
}

/** The app's store, over the lazily loaded Firebase SDK. */
export const authStore: AuthStore = createAuthStore({
  onUser: (listener) => onUser(listener),
  signIn: signInWithEmail,
  signOut: signOutUser,
});

