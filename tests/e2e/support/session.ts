// A signed-in browser without the sign-in screen: the patient signs in through the Auth emulator's
// REST API (what the client SDK does) and the session is written where the app's Firebase SDK keeps
// it (IndexedDB firebaseLocalStorageDb, indexedDBLocalPersistence) together with the app's
// "someone is signed in here" flag (localStorage swasthya.auth). The app then restores it on load
// like a returning patient's. The sign-in screen itself is tested by its own journeys.
import type { Page } from 'playwright-core';

export type EmulatorSession = { uid: string; email: string; emailVerified: boolean; idToken: string; refreshToken: string; expiresIn: number };

export async function emulatorSignIn(emulatorHost: string, email: string, password: string): Promise<EmulatorSession> {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string; expiresIn?: string };
  if (!body.idToken || !body.localId || !body.refreshToken) throw new Error(`emulator sign-in failed for ${email}: ${JSON.stringify(body)}`);
  const claims = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString()) as { email_verified?: boolean };
  return {
    uid: body.localId, email, emailVerified: claims.email_verified === true,
    idToken: body.idToken, refreshToken: body.refreshToken, expiresIn: Number(body.expiresIn ?? 3600),
  };
}

/** The Firebase web API key of the served app (its runtime config), which names the stored session. */
export async function firebaseApiKeyOf(appUrl: string): Promise<string> {
  const html = await (await fetch(appUrl)).text();
  const content = /<meta name="swasthya-config" content='([^']*)'/.exec(html)?.[1];
  if (!content) throw new Error('No swasthya-config meta in the served page');
  const config = JSON.parse(content.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as { firebase: { apiKey: string } };
  return config.firebase.apiKey;
}

/**
 * Store `session` in the page's origin as the Firebase SDK would after signInWithEmailAndPassword.
 * The page is first taken to a static file of the origin (no app code runs there), so the app
 * never sees a half-written session; the caller then opens the screen it wants.
 */
export async function storeSession(page: Page, session: EmulatorSession, firebaseApiKey: string): Promise<void> {
  await page.goto('/robots.txt');
  const now = Date.now();
  const user = {
    uid: session.uid, email: session.email, emailVerified: session.emailVerified, isAnonymous: false,
    providerData: [{ providerId: 'password', uid: session.email, displayName: null, email: session.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: now + session.expiresIn * 1000 },
    createdAt: String(now), lastLoginAt: String(now), apiKey: firebaseApiKey, appName: '[DEFAULT]',
  };
  await page.evaluate(async ({ key, value }) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
        tx.oncomplete = () => { db.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    });
    localStorage.setItem('swasthya.auth', '1');
  }, { key: `firebase:authUser:${firebaseApiKey}:[DEFAULT]`, value: user });
}
