// Runtime configuration. In production the server replaces `<!--app-config-->` in index.html
// with <meta name="swasthya-config" content='{…}'>; under the Vite dev server there is no meta
// and the VITE_* variables (or development defaults) are used.
import * as v from 'valibot';
import { ONLINE_GATEWAYS } from '@contracts/options';

export const AppConfigSchema = v.object({
  apiKey: v.pipe(v.string(), v.nonEmpty()),
  authEmulatorUrl: v.nullable(v.pipe(v.string(), v.url())),
  firebase: v.object({
    apiKey: v.pipe(v.string(), v.nonEmpty()),
    authDomain: v.string(),
    projectId: v.pipe(v.string(), v.nonEmpty()),
  }),
  supportEmail: v.string(),
  /** The wallets this deployment takes online payment with; none = "pay at the clinic" only. */
  wallets: v.optional(v.array(v.picklist(ONLINE_GATEWAYS)), [...ONLINE_GATEWAYS]),
});
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

const META_NAME = 'swasthya-config';
/** Last config seen in a served page, for shells served by the service worker without the meta. */
const STORED_KEY = 'swasthya.config';

type Env = Partial<Record<string, string | boolean | undefined>>;

export function configFromEnv(env: Env): AppConfig {
  const str = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const emulator = str('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
  const projectId = str('VITE_FIREBASE_PROJECT_ID', 'demo-swasthya');
  return {
    apiKey: str('VITE_API_KEY', 'swasthya-web-dev-key'),
    authEmulatorUrl: emulator === 'none' ? null : emulator,
    firebase: {
      apiKey: str('VITE_FIREBASE_API_KEY', 'demo-api-key'),
      authDomain: str('VITE_FIREBASE_AUTH_DOMAIN', `${projectId}.firebaseapp.com`),
      projectId,
    },
    supportEmail: str('VITE_SUPPORT_EMAIL', 'support@swasthya.local'),
    // The development stack's sandbox takes both.
    wallets: [...ONLINE_GATEWAYS],
  };
}

/** Read and validate the config; a meta that is present but malformed is a deployment error. */
export function readConfig(doc: Document | undefined, env: Env, store?: Pick<Storage, 'getItem' | 'setItem'>): AppConfig {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content;
  if (content) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new Error('swasthya-config meta is not valid JSON');
    }
    const result = v.safeParse(AppConfigSchema, parsed);
    // The issues' own messages (say which value is wrong), not v.summarize: its paths would put two
    // more of valibot's functions in every first screen, for an error only a broken deployment sees.
    if (!result.success) throw new Error(`swasthya-config meta is invalid: ${result.issues.map((issue) => issue.message).join('; ')}`);
    try {
      store?.setItem(STORED_KEY, JSON.stringify(result.output));
    } catch {
      // storage full or disabled
    }
    return result.output;
  }
  if (env.PROD && store) {
    try {
      const stored = v.safeParse(AppConfigSchema, JSON.parse(store.getItem(STORED_KEY) ?? 'null'));
      if (stored.success) return stored.output;
    } catch {
      // fall through to the defaults
    }
  }
  return configFromEnv(env);
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (!cached) {
    let store: Storage | undefined;
    try {
      store = typeof localStorage === 'undefined' ? undefined : localStorage;
    } catch {
      store = undefined;
    }
    cached = readConfig(typeof document === 'undefined' ? undefined : document, import.meta.env as Env, store);
  }
  return cached;
}
