// The only module that imports the Firebase SDK. It is loaded with a dynamic import from
// ./auth.ts, so Firebase stays out of the first-screen bundle for guests.
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AppConfig } from '../settings/config';

/**
 * `initializeAuth` with IndexedDB persistence and no popup/redirect resolver: `getAuth()` would
 * pull Google's iframe script (apis.google.com) on every page load.
 */
export function createAuth(config: AppConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export { applyActionCode, onAuthStateChanged, signInWithEmailAndPassword, signOut };
