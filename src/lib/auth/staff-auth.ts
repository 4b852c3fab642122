// The clinic console's sign-in (issue 29): its own Firebase app instance, so a staff session is kept
// apart from a patient's (the patient app signs out any account without the patient role; the two
// may even be open in one browser). Loaded only by the console's lazy routes.
import type { Auth, User } from 'firebase/auth';
import { getConfig } from '../settings/config';

const APP_NAME = 'swasthya-clinic';
type StaffSession = { user: User | null; claims: Record<string, unknown> | null; loading: boolean };

let state: StaffSession = { user: null, claims: null, loading: true };
const listeners = new Set<() => void>();
let loading: Promise<{ auth: Auth; mod: typeof import('firebase/auth') }> | undefined;

function set(next: Partial<StaffSession>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function load() {
  loading ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, mod]) => {
    const config = getConfig();
    const existing = app.getApps().find((a) => a.name === APP_NAME);
    const firebaseApp = existing ?? app.initializeApp(config.firebase, APP_NAME);
    const auth = existing ? mod.getAuth(firebaseApp) : mod.initializeAuth(firebaseApp, { persistence: [mod.indexedDBLocalPersistence] });
    if (!existing && config.authEmulatorUrl) mod.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    mod.onAuthStateChanged(auth, (user) => {
      if (!user) return set({ user: null, claims: null, loading: false });
      void user.getIdTokenResult().then(
        (r) => set({ user, claims: r.claims, loading: false }),
        () => set({ user: null, claims: null, loading: false }),
      );
    });
    return { auth, mod };
  }, (err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

export const staffSession = {
  get: (): StaffSession => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void load();
    return () => listeners.delete(listener);
  },
  async signIn(email: string, password: string): Promise<Record<string, unknown>> {
    const { auth, mod } = await load();
    const credential = await mod.signInWithEmailAndPassword(auth, email, password);
    const claims = (await credential.user.getIdTokenResult(true)).claims;
    set({ user: credential.user, claims, loading: false });
    return claims;
  },
  async signOut(): Promise<void> {
    const { auth, mod } = await load();
    await mod.signOut(auth);
    set({ user: null, claims: null, loading: false });
  },
  /** The staff member's ID token for `Authorization: Bearer`, or null. */
  async token(): Promise<string | null> {
    const { auth } = await load();
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  },
};
