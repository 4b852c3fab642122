import * as v from 'valibot';
import path from 'node:path';
import { assertProductionReady, DEV_API_KEY, DEV_CHAT_TICKET_SECRET, productionProblems, runMode } from './env-production';

// The one place that reads process.env. Validated at start-up; a bad value stops the server.
const EnvSchema = v.object({
  // Anything but exactly `development` or `test` (unset too) is production: see env-production.ts.
  NODE_ENV: v.optional(v.string()),
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), '.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  EMBEDDED_PG_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer()), '54329'),
  API_KEYS: v.optional(v.string(), DEV_API_KEY),
  FIREBASE_PROJECT_ID: v.optional(v.string(), 'demo-swasthya'),
  FIREBASE_WEB_API_KEY: v.optional(v.string(), 'demo-api-key'),
  FIREBASE_AUTH_DOMAIN: v.optional(v.string()),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.string()),
  APP_URL: v.optional(v.string()),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Swasthya <no-reply@swasthya.test>'),
  SUPPORT_EMAIL: v.optional(v.string(), 'support@swasthya.test'),
  UPLOAD_DIR: v.optional(v.string()),
  // Where uploaded files live: postgres (default; every instance sees them), s3, or local (UPLOAD_DIR; one instance only).
  STORAGE: v.optional(v.picklist(['postgres', 's3', 'local']), 'postgres'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(3))),
  S3_REGION: v.optional(v.string(), 'auto'),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
  SMS_URL: v.optional(v.pipe(v.string(), v.url())),
  // Notifications outside the app (issue 16): SMS gateway, WhatsApp Cloud API, Web Push, the delivery worker.
  SMS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  SMS_SENDER: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(20)), 'Swasthya'),
  WHATSAPP_URL: v.optional(v.pipe(v.string(), v.url()), 'https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  WHATSAPP_PHONE_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  WHATSAPP_TEMPLATE: v.optional(v.pipe(v.string(), v.minLength(1))),
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/))),
  // Production requires the VAPID keys unless Web Push is turned off here.
  WEB_PUSH: v.optional(v.picklist(['on', 'off'])),
  DELIVERY_INTERVAL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '5'),
  DELIVERY_RETRY_BASE_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.minValue(0.01)), '30'),
  DELIVERY_MAX_ATTEMPTS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '8'),
  REMINDER_INTERVAL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '60'),
  CHAT_REPLY_NOTICE_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '60'),
  CHAT_TICKET_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  // Payment gateways (eSewa ePay v2, Khalti KPG-2) and the local sandbox gateway; see paymentsEnv().
  PAYMENTS_SANDBOX: v.optional(v.picklist(['true', 'false'])),
  ESEWA_PRODUCT_CODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  ESEWA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  ESEWA_FORM_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  ESEWA_STATUS_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  KHALTI_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  KHALTI_BASE_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  PAYMENT_RECONCILE_AFTER_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '300'),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), '60'),
  PRESCRIPTION_SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  // How many proxies in front of the server append to X-Forwarded-For (true = 1, false = 0).
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^(true|false|\d{1,2})$/, 'true, false or a number of proxies')), 'false'),
  RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '600'),
  AUTH_RATE_LIMIT_PER_10_MIN: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '30'),
  DIRECTORY_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(60)), '3'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  DIST_DIR: v.optional(v.string(), 'dist'),
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
  /** Uploaded files (outside the web root) when storage is `local`; default DATA_DIR/uploads. */
  uploadDir: string;
  /** Where uploaded files live (server/storage/files.ts). */
  storage: 'postgres' | 's3' | 'local';
  /** The object store when storage is `s3`. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean } | undefined;
  /** SMS gateway endpoint; unset = JSON files in DATA_DIR/outbox/sms. */
  smsUrl: string | undefined;
  /** Bearer token and sender id (or short code) of the SMS gateway. */
  smsToken: string | undefined;
  smsSender: string;
  /** WhatsApp Cloud API; undefined = JSON files in DATA_DIR/outbox/whatsapp. */
  whatsapp: { url: string; token: string; phoneId: string; template: string | undefined } | undefined;
  /** Web Push keys; undefined = made and kept in DATA_DIR outside production, push off in production. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /**
   * The delivery worker and the reminder scheduler (every instance runs both; 0 = off, tests call
   * them). `chatReplyNoticeMs`: a doctor's message still unread this long after is told to the patient.
   */
  deliveries: { intervalMs: number; retryBaseMs: number; maxAttempts: number; reminderIntervalMs: number; chatReplyNoticeMs: number };
  /** HMAC key of the short-lived chat event-stream tickets (same on every instance). */
  chatTicketSecret: string;
  payments: PaymentsEnv;
  /** Ed25519 private key (PKCS#8 PEM or base64 DER) signing exported prescriptions; unset outside production = a key kept in DATA_DIR. */
  prescriptionSigningKey: string | undefined;
  /**
   * How many trusted proxies append to X-Forwarded-For (0 = none: the socket's address is the
   * client). The client is the entry the outermost trusted proxy appended: the N-th from the right.
   */
  trustProxy: number;
  rateLimitPerMinute: number;
  authRateLimitPer10Min: number;
  /** How long public directory answers are kept in memory (server/middleware/public-cache.ts); 0 = not at all. */
  directoryCacheSeconds: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  distDir: string;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const nodeEnv = runMode(source['NODE_ENV']);
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    // In production the missing variables are listed too: one message with everything to fix.
    if (nodeEnv === 'production') lines.push(...productionProblems(source).map((x) => `  - ${x}`));
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (nodeEnv === 'production') assertProductionReady(source);
  const e = result.output;
  const env: Env = {
    nodeEnv,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    apiKeys: e.API_KEYS.split(',').map((k) => k.trim()).filter(Boolean),
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      webApiKey: e.FIREBASE_WEB_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    },
    appUrl: e.APP_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    storage: e.STORAGE,
    s3: s3Env(e),
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN,
    smsSender: e.SMS_SENDER,
    whatsapp: e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
      ? { url: e.WHATSAPP_URL, token: e.WHATSAPP_TOKEN, phoneId: e.WHATSAPP_PHONE_ID, template: e.WHATSAPP_TEMPLATE } : undefined,
    vapid: vapidEnv(e),
    deliveries: {
      intervalMs: e.DELIVERY_INTERVAL_SECONDS * 1000, retryBaseMs: e.DELIVERY_RETRY_BASE_SECONDS * 1000,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS, reminderIntervalMs: e.REMINDER_INTERVAL_SECONDS * 1000,
      chatReplyNoticeMs: e.CHAT_REPLY_NOTICE_SECONDS * 1000,
    },
    chatTicketSecret: e.CHAT_TICKET_SECRET ?? DEV_CHAT_TICKET_SECRET,
    payments: paymentsEnv(e),
    prescriptionSigningKey: e.PRESCRIPTION_SIGNING_KEY,
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' ? 0 : Number(e.TRUST_PROXY),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPer10Min: e.AUTH_RATE_LIMIT_PER_10_MIN,
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR),
  };
  assertSafeEmulatorUse(env);
  if (env.apiKeys.length === 0) throw new Error('API_KEYS must list at least one key.');
  return env;
}

export type PaymentsEnv = {
  /**
   * The wallets' development defaults point at the built-in sandbox gateway (relative URLs), which the
   * development stack and the tests inject (server/payments/sandbox.ts); never in production.
   */
  sandbox: boolean;
  /** Gateway settings; undefined = that gateway is not configured (production without its variables). */
  esewa: { productCode: string; secret: string; formUrl: string; statusUrl: string } | undefined;
  khalti: { secretKey: string; baseUrl: string } | undefined;
  /** A payment with no answer for this long is settled by the gateway's status check / lookup. */
  reconcileAfterMs: number;
  /** How often each instance looks for such payments; 0 = never (tests call reconcilePending()). */
  reconcileIntervalMs: number;
};

// The gateways' documented test values (eSewa's developer page; Khalti publishes no shared key: get one
// from test-admin.khalti.com). Relative URLs point at the sandbox on this server's own origin.
const ESEWA_TEST = { productCode: 'EPAYTEST', secret: '8gBm/:&EnhH.1/q' };
const ESEWA_RC_URLS = { formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form', statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/' };
const KHALTI_SANDBOX_BASE = 'https://dev.khalti.com/api/v2';
const LOCAL_SANDBOX = {
  esewaFormUrl: '/sandbox/esewa/api/epay/main/v2/form',
  esewaStatusUrl: '/sandbox/esewa/api/epay/transaction/status/',
  khaltiBaseUrl: '/sandbox/khalti/api/v2',
  khaltiSecretKey: 'test_secret_key_swasthya_local_sandbox',
};

type EnvInput = v.InferOutput<typeof EnvSchema>;

function paymentsEnv(e: EnvInput): PaymentsEnv {
  const production = runMode(e.NODE_ENV) === 'production';
  // Production never has the sandbox (env-production.ts refuses PAYMENTS_SANDBOX=true there).
  const sandbox = !production && e.PAYMENTS_SANDBOX !== 'false';
  const common = { sandbox, reconcileAfterMs: e.PAYMENT_RECONCILE_AFTER_SECONDS * 1000, reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000 };
  if (production) {
    // No test defaults with real money: a gateway is on only when all of its variables are set; a
    // wallet without them is off (not the sandbox), and the app offers "pay at the clinic" instead.
    const esewa = e.ESEWA_PRODUCT_CODE && e.ESEWA_SECRET && e.ESEWA_FORM_URL && e.ESEWA_STATUS_URL
      ? { productCode: e.ESEWA_PRODUCT_CODE, secret: e.ESEWA_SECRET, formUrl: e.ESEWA_FORM_URL, statusUrl: e.ESEWA_STATUS_URL } : undefined;
    const khalti = e.KHALTI_SECRET_KEY && e.KHALTI_BASE_URL ? { secretKey: e.KHALTI_SECRET_KEY, baseUrl: e.KHALTI_BASE_URL } : undefined;
    return { ...common, esewa, khalti };
  }
  return {
    ...common,
    esewa: {
      productCode: e.ESEWA_PRODUCT_CODE ?? ESEWA_TEST.productCode,
      secret: e.ESEWA_SECRET ?? ESEWA_TEST.secret,
      formUrl: e.ESEWA_FORM_URL ?? (sandbox ? LOCAL_SANDBOX.esewaFormUrl : ESEWA_RC_URLS.formUrl),
      statusUrl: e.ESEWA_STATUS_URL ?? (sandbox ? LOCAL_SANDBOX.esewaStatusUrl : ESEWA_RC_URLS.statusUrl),
    },
    khalti: {
      secretKey: e.KHALTI_SECRET_KEY ?? LOCAL_SANDBOX.khaltiSecretKey,
      baseUrl: e.KHALTI_BASE_URL ?? (sandbox ? LOCAL_SANDBOX.khaltiBaseUrl : KHALTI_SANDBOX_BASE),
    },
  };
}

function vapidEnv(e: EnvInput): Env['vapid'] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) throw new Error('Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys).');
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}` };
}

function s3Env(e: EnvInput): Env['s3'] {
  if (e.STORAGE !== 's3') return undefined;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  return {
    endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The admin SDK accepts unsigned tokens in emulator mode: only ever allow it for demo-* projects. */
export function assertSafeEmulatorUse(env: Pick<Env, 'firebase'>): void {
  if (env.firebase.emulatorHost && !env.firebase.projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "${env.firebase.projectId}" does not start with "demo-".`,
    );
  }
}
