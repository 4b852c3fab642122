// Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291) through the
// `web-push` package, to each subscribed browser's push service. Keys from VAPID_PUBLIC_KEY /
// VAPID_PRIVATE_KEY / VAPID_SUBJECT; outside production, made once and kept in DATA_DIR/vapid.json.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env';
import type { PushPayload } from '../../contracts/push';
import { readOutboxDir, writeOutbox } from './outbox';

export type Vapid = { publicKey: string; privateKey: string; subject: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service no longer knows the subscription (404/410): forget it. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string; permanent: boolean };
export type PushSender = { publicKey: string; send(target: PushTarget, payload: PushPayload, reference?: string): Promise<PushResult> };

export function pushOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'push');
}
export function readPushOutbox(dataDir: string): Promise<{ endpoint: string; payload: PushPayload; createdAt: string }[]> {
  return readOutboxDir(pushOutboxDir(dataDir));
}

/** The VAPID keys: from the environment, else (not in production) made on first start and kept. */
export async function loadVapid(env: Pick<Env, 'vapid' | 'nodeEnv' | 'dataDir' | 'supportEmail'>): Promise<Vapid | undefined> {
  if (env.vapid) return env.vapid;
  if (env.nodeEnv === 'production') return undefined;
  const file = path.join(env.dataDir, 'vapid.json');
  const read = async () => JSON.parse(await readFile(file, 'utf8')) as Vapid;
  try {
    return await read();
  } catch {
    const keys = webpush.generateVAPIDKeys();
    const made: Vapid = { ...keys, subject: `mailto:${env.supportEmail}` };
    await mkdir(env.dataDir, { recursive: true });
    // 'wx': two instances starting together on one DATA_DIR keep the first one's keys.
    try {
      await writeFile(file, JSON.stringify(made, null, 2), { flag: 'wx', mode: 0o600 });
      return made;
    } catch {
      return read();
    }
  }
}

export function pushSender(vapid: Vapid, env: Pick<Env, 'nodeEnv' | 'dataDir'>): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, reference) {
      // Development: what was sent is also kept in a file (the real push services are out of reach offline).
      if (env.nodeEnv !== 'production') {
        await writeOutbox(pushOutboxDir(env.dataDir), { endpoint: target.endpoint, payload, createdAt: new Date().toISOString() }, reference && `${reference}-${target.endpoint.slice(-12).replace(/[^\w-]/g, '')}`);
      }
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid, TTL: 24 * 3600, urgency: 'high', timeout: 10_000, contentEncoding: 'aes128gcm',
            // A message still waiting at the push service is replaced by a resend with the same topic.
            ...(reference ? { topic: reference.replace(/-/g, '').slice(0, 32) } : {}),
          },
        );
        return { ok: true };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        const error = `push service answered ${status ?? 'nothing'}: ${(err as Error).message}`.slice(0, 300);
        const gone = status === 404 || status === 410;
        const permanent = gone || (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429);
        return { ok: false, gone, error, permanent };
      }
    },
  };
}
