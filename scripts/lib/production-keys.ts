// Fresh production secrets in the formats server/env.ts reads (npm run keys; the production test).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import webpush from 'web-push';

export type ProductionKeys = {
  API_KEYS: string;
  CHAT_TICKET_SECRET: string;
  PRESCRIPTION_SIGNING_KEY: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
};

export function productionKeys(): ProductionKeys {
  // Ed25519, PKCS#8 DER in base64: one line, no newlines to escape in an env file.
  const { privateKey } = generateKeyPairSync('ed25519');
  const vapid = webpush.generateVAPIDKeys();
  return {
    API_KEYS: `swk_${randomBytes(24).toString('base64url')}`,
    CHAT_TICKET_SECRET: randomBytes(48).toString('base64url'),
    PRESCRIPTION_SIGNING_KEY: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}

/**
 * A service-account JSON of the shape Google issues, with a fresh RSA key: the admin SDK starts
 * with it without contacting Google (tests only; it signs nothing Google would accept).
 */
export function fakeServiceAccount(projectId: string): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const email = `firebase-adminsdk-test@${projectId}.iam.gserviceaccount.com`;
  return {
    type: 'service_account', project_id: projectId, private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), client_email: email,
    client_id: String(BigInt(`0x${randomBytes(8).toString('hex')}`)), auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
}
