// What production needs before it may start (issue 26: fail closed). Anything that is not
// explicitly NODE_ENV=development or test is production; there, every missing or unsafe variable is
// collected and the server refuses to start with the whole list at once (docs/operations.md).
import { readFileSync } from 'node:fs';

/** The NODE_ENV the server runs as: only these two exact words are not production. */
export function runMode(nodeEnv: string | undefined): 'development' | 'test' | 'production' {
  return nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production';
}

/** The development defaults that must never reach production (env.ts uses them outside it). */
export const DEV_API_KEY = 'swasthya-web-dev-key';
export const DEV_CHAT_TICKET_SECRET = 'swasthya-development-chat-ticket-secret';

type Source = Record<string, string | undefined>;

const set = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** A service-account JSON the admin SDK can sign with: checked here, without contacting Google. */
function credentialsProblem(file: string | undefined): string | undefined {
  if (!set(file)) return 'GOOGLE_APPLICATION_CREDENTIALS: required (path to the Firebase service-account JSON)';
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (json['type'] !== 'service_account' || typeof json['client_email'] !== 'string' || typeof json['private_key'] !== 'string') {
      return `GOOGLE_APPLICATION_CREDENTIALS: ${file} is not a service-account key (type, client_email, private_key)`;
    }
    return undefined;
  } catch (err) {
    return `GOOGLE_APPLICATION_CREDENTIALS: cannot read ${file} (${(err as Error).message.split('\n')[0]})`;
  }
}

const httpsUrl = (v: string) => /^https:\/\/[^/]/.test(v);

/** A wallet is on with all of its variables (absolute https URLs), off with none; half is a mistake. */
function walletProblems(name: string, vars: Record<string, string | undefined>, urls: string[]): string[] {
  const given = Object.entries(vars).filter(([, v]) => set(v));
  if (given.length === 0) return [];
  const out = Object.entries(vars).filter(([, v]) => !set(v)).map(([k]) => `${k}: required because other ${name} variables are set (set all of them, or none to turn ${name} off)`);
  for (const k of urls) if (set(vars[k]) && !httpsUrl(vars[k])) out.push(`${k}: must be an https:// URL of the gateway`);
  return out;
}

/** Every reason this environment may not run in production; empty = it may. */
export function productionProblems(e: Source): string[] {
  const p: string[] = [];
  if (!set(e['DATABASE_URL'])) p.push('DATABASE_URL: required (postgres://user:password@host:5432/database)');
  else if (!/^postgres(ql)?:\/\//.test(e['DATABASE_URL'])) p.push('DATABASE_URL: must be a postgres:// URL');

  const project = e['FIREBASE_PROJECT_ID'];
  if (!set(project)) p.push('FIREBASE_PROJECT_ID: required (your Firebase project id)');
  else if (project.startsWith('demo-')) p.push(`FIREBASE_PROJECT_ID: "${project}" is a local demo project`);
  if (set(e['FIREBASE_AUTH_EMULATOR_HOST'])) p.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set (the emulator accepts unsigned tokens)');
  const credentials = credentialsProblem(e['GOOGLE_APPLICATION_CREDENTIALS']);
  if (credentials) p.push(credentials);
  if (!set(e['FIREBASE_WEB_API_KEY'])) p.push("FIREBASE_WEB_API_KEY: required (the web app's API key from the Firebase console)");

  const apiKeys = (e['API_KEYS'] ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  if (apiKeys.length === 0) p.push('API_KEYS: required (the key(s) the app sends as x-api-key; npm run keys makes one)');
  else if (apiKeys.includes(DEV_API_KEY)) p.push(`API_KEYS: "${DEV_API_KEY}" is the development key`);

  const secret = e['CHAT_TICKET_SECRET'];
  if (!set(secret)) p.push('CHAT_TICKET_SECRET: required (32+ characters, the same on every instance; npm run keys)');
  else if (secret === DEV_CHAT_TICKET_SECRET) p.push('CHAT_TICKET_SECRET: is the development secret');
  if (!set(e['PRESCRIPTION_SIGNING_KEY'])) p.push('PRESCRIPTION_SIGNING_KEY: required (Ed25519 private key, the same on every instance; npm run keys)');
  if (e['WEB_PUSH'] !== 'off' && !(set(e['VAPID_PUBLIC_KEY']) && set(e['VAPID_PRIVATE_KEY']))) {
    p.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required while Web Push is on (npm run keys), or set WEB_PUSH=off');
  }
  if (!set(e['SMTP_URL'])) p.push('SMTP_URL: required (smtps://user:password@smtp.example.com:465); without it sign-up and password e-mails would only be written to files');
  const appUrl = e['APP_URL'];
  if (!set(appUrl)) p.push("APP_URL: required (the app's public origin, e.g. https://swasthya.example.com)");
  else if (!/^https?:\/\/[^/]+\/?$/.test(appUrl)) p.push('APP_URL: must be an origin such as https://swasthya.example.com');

  if (e['PAYMENTS_SANDBOX'] === 'true') p.push('PAYMENTS_SANDBOX: the sandbox gateway is refused in production');
  if (set(e['FAULT_INJECTION'])) p.push('FAULT_INJECTION: refused in production');
  p.push(...walletProblems('eSewa', {
    ESEWA_PRODUCT_CODE: e['ESEWA_PRODUCT_CODE'], ESEWA_SECRET: e['ESEWA_SECRET'], ESEWA_FORM_URL: e['ESEWA_FORM_URL'], ESEWA_STATUS_URL: e['ESEWA_STATUS_URL'],
  }, ['ESEWA_FORM_URL', 'ESEWA_STATUS_URL']));
  p.push(...walletProblems('Khalti', { KHALTI_SECRET_KEY: e['KHALTI_SECRET_KEY'], KHALTI_BASE_URL: e['KHALTI_BASE_URL'] }, ['KHALTI_BASE_URL']));
  return p;
}

/** Throws one error listing every problem (or does nothing). */
export function assertProductionReady(e: Source): void {
  const problems = productionProblems(e);
  if (problems.length === 0) return;
  throw new Error([
    `Refusing to start in production (NODE_ENV is ${e['NODE_ENV'] ? `"${e['NODE_ENV']}"` : 'unset'}; only "development" and "test" are not production).`,
    'Set or fix the following (docs/operations.md lists every variable):',
    ...problems.map((x) => `  - ${x}`),
  ].join('\n'));
}
