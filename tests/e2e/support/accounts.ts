// Accounts for the journeys: unique addresses, registration through the real API, and users the
// API cannot make (no patient role, disabled) through the admin SDK against the Auth emulator.
import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export const NEW_PASSWORD_RULE_OK = 'Himal@2083x';

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`.toLowerCase();
}

let app: App | undefined;

/** The admin SDK on the e2e stack's Auth emulator (project demo-swasthya). */
export function adminAuth(emulatorHost: string): Auth {
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
  app ??= getApps().find((a) => a.name === 'e2e') ?? initializeApp({ projectId: 'demo-swasthya' }, 'e2e');
  return getAuth(app);
}

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** The API key the served app uses (from the runtime config in the page). */
export async function apiKeyOf(appUrl: string): Promise<string> {
  const html = await (await fetch(appUrl)).text();
  const content = /<meta name="swasthya-config" content='([^']*)'/.exec(html)?.[1];
  if (!content) throw new Error('No swasthya-config meta in the served page');
  const config = JSON.parse(content.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as { apiKey: string; supportEmail: string };
  return config.apiKey;
}

/** A patient account made through POST /auth/register-patient-account (not verified). */
export async function registerPatient(appUrl: string, input: { email: string; password: string; firstName?: string; lastName?: string }): Promise<void> {
  const res = await fetch(`${appUrl}/api/v1/patient/auth/register-patient-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': await apiKeyOf(appUrl) },
    body: JSON.stringify({ firstName: input.firstName ?? 'Maya', lastName: input.lastName ?? 'Gurung', email: input.email, password: input.password }),
  });
  if (res.status !== 201) throw new Error(`register-patient-account: ${res.status} ${await res.text()}`);
}

/** An ID token for `email` from the Auth emulator's REST API (what the client SDK would get). */
export async function idTokenFor(emulatorHost: string, email: string, password: string): Promise<string> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Store a patient's theme and language on the server (PUT /user/preferences). After sign-in the
 * app applies the server's values, so a journey in Nepali stores Nepali for its patient.
 */
export async function savePreferences(
  appUrl: string,
  emulatorHost: string,
  account: { email: string; password: string },
  prefs: { theme?: 'light' | 'dark'; language?: 'en' | 'ne' },
): Promise<void> {
  const token = await idTokenFor(emulatorHost, account.email, account.password);
  const res = await fetch(`${appUrl}/api/v1/patient/user/preferences`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'x-api-key': await apiKeyOf(appUrl),
    },
    body: JSON.stringify(prefs),
  });
  if (!res.ok) throw new Error(`PUT /user/preferences: ${res.status} ${await res.text()}`);
}
