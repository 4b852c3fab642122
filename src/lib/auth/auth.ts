// Identity (Firebase Auth), loaded lazily. A guest who has never signed in never downloads
// the Firebase SDK: a localStorage flag, set at sign-in and cleared at sign-out, says whether
// there can be a session to restore.
import type { Auth, User } from 'firebase/auth';
import { getConfig } from '../settings/config';

export type { User };
type FirebaseAuthModule = typeof import('./firebase-auth');

export const SESSION_FLAG_KEY = 'swasthya.auth';

function flagStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** True when someone signed in on this device and has not signed out since. */
export function hasSession(): boolean {
  return flagStorage()?.getItem(SESSION_FLAG_KEY) === '1';
}

function setSessionFlag(on: boolean): void {
  try {
    if (on) flagStorage()?.setItem(SESSION_FLAG_KEY, '1');
    else flagStorage()?.removeItem(SESSION_FLAG_KEY);
  } catch {
    // storage disabled: the token is simply not sent on the next load
  }
}

let loading: Promise<{ auth: Auth; mod: FirebaseAuthModule }> | undefined;

/** Load the Firebase SDK and create the Auth instance (once). */
export function loadAuth(): Promise<{ auth: Auth; mod: FirebaseAuthModule }> {
  loading ??= import('./firebase-auth').then(
    (mod) => ({ auth: mod.createAuth(getConfig()), mod }),
    (err: unknown) => {
      // Not fetched (the network dropped): the next call tries again rather than failing for good.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

type Listener = (user: User | null) => void;
const listeners = new Set<Listener>();
/** undefined = not known yet. */
let currentUser: User | null | undefined;
let watching = false;

function watch(): void {
  if (watching) return;
  watching = true;
  void loadAuth().then(({ auth, mod }) => {
    mod.onAuthStateChanged(auth, (user) => {
      currentUser = user;
      setSessionFlag(user !== null);
      for (const listener of listeners) listener(user);
    });
  });
}

/**
 * Subscribe to the signed-in user. Called at once with `null` for a device with no session
 * (without loading Firebase); otherwise when Firebase has restored the session.
 */
export function onUser(listener: Listener): () => void {
  listeners.add(listener);
  if (currentUser !== undefined) listener(currentUser);
  else if (hasSession()) watch();
  else listener(null);
  return () => {
    listeners.delete(listener);
  };
}

/** The ID token for `Authorization: Bearer`, or null for a guest (Firebase is not loaded then). */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!hasSession() && !currentUser) return null;
  const { auth } = await loadAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    setSessionFlag(false);
    return null;
  }
  return user.getIdToken(forceRefresh);
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const { auth, mod } = await loadAuth();
  const credential = await mod.signInWithEmailAndPassword(auth, email, password);
  setSessionFlag(true);
  watch();
  return credential.user;
}

export async function signOutUser(): Promise<void> {
  setSessionFlag(false);
  if (!loading) return;
  const { auth, mod } = await loadAuth();
  await mod.signOut(auth);
}

/**
 * Apply an e-mailed action code (e-mail verification) with the client SDK. Loads Firebase:
 * only the /action page calls it.
 */
export async function applyEmailActionCode(oobCode: string): Promise<void> {
  const { auth, mod } = await loadAuth();
  await mod.applyActionCode(auth, oobCode);
}
