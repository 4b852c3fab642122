import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Env } from './env';

/**
 * The admin SDK for the configured project. With FIREBASE_AUTH_EMULATOR_HOST set (checked in env.ts
 * to be a demo-* project) the SDK talks to the emulator; the SDK reads that variable itself.
 */
export function firebaseAuth(env: Env): Auth {
  const name = `swasthya-${env.firebase.projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: env.firebase.projectId }, name);
  return getAuth(app);
}
