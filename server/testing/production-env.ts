// A complete production environment for tests: generated secrets and a service-account file with a
// fresh RSA key (the admin SDK starts with it offline). Only import this from tests.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeServiceAccount, productionKeys } from '../../scripts/lib/production-keys';

export const PRODUCTION_PROJECT = 'swasthya-production-test';

/** Writes the service-account JSON into `dir` and returns every variable production requires. */
export function completeProductionEnv(dir: string, databaseUrl = 'postgres://swasthya@127.0.0.1:5432/swasthya'): Record<string, string> {
  const credentials = path.join(dir, 'service-account.json');
  writeFileSync(credentials, JSON.stringify(fakeServiceAccount(PRODUCTION_PROJECT)), { mode: 0o600 });
  return {
    NODE_ENV: 'production', DATABASE_URL: databaseUrl, FIREBASE_PROJECT_ID: PRODUCTION_PROJECT,
    GOOGLE_APPLICATION_CREDENTIALS: credentials, FIREBASE_WEB_API_KEY: 'AIzaSyTestOnlyNotARealKey000000000000',
    APP_URL: 'https://swasthya.example.com', SMTP_URL: 'smtp://127.0.0.1:1', ...productionKeys(),
  };
}
