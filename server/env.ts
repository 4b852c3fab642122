import * as v from 'valibot';
import path from 'node:path';

// The one place that reads process.env. Validated at start-up; a bad value stops the server.
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  EMBEDDED_PG_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '54329'),
  API_KEYS: v.optional(v.string(), 'swasthya-web-dev-key'),
  FIREBASE_PROJECT_ID: v.optional(v.string(), 'demo-swasthya'),
  FIREBASE_WEB_API_KEY: v.optional(v.string(), 'demo-api-key'),
  FIREBASE_AUTH_DOMAIN: v.optional(v.string(), 'demo-swasthya.firebaseapp.com'),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.string()),
  APP_URL: v.optional(v.string()),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Swasthya <no-reply@swasthya.test>'),
  SUPPORT_EMAIL: v.optional(v.string(), 'support@swasthya.test'),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '600'),
  AUTH_RATE_LIMIT_PER_10_MIN: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '30'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  apiKeys: string[];
  firebase: { projectId: string; webApiKey: string; authDomain: string; emulatorHost: string | undefined };
  appUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  authRateLimitPer10Min: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  distDir: string;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = result.output;
  const env: Env = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    apiKeys: e.API_KEYS.split(',').map((k) => k.trim()).filter(Boolean),
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      webApiKey: e.FIREBASE_WEB_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    },
    appUrl: e.APP_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPer10Min: e.AUTH_RATE_LIMIT_PER_10_MIN,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve('dist'),
  };
  assertSafeEmulatorUse(env);
  if (env.apiKeys.length === 0) throw new Error('API_KEYS must list at least one key.');
  return env;
}

/** The admin SDK accepts unsigned tokens in emulator mode: only ever allow it for demo-* projects. */
export function assertSafeEmulatorUse(env: Pick<Env, 'firebase'>): void {
  if (env.firebase.emulatorHost && !env.firebase.projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "${env.firebase.projectId}" does not start with "demo-".`,
    );
  }
}
