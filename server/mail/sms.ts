// SMS: an HTTP gateway when SMS_URL is set (each message POSTed as JSON {to, text}); otherwise a
// file outbox under DATA_DIR/outbox/sms (one JSON file per message) for development and tests.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Env } from '../env';

export type SmsMessage = { to: string; text: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };
export type SmsOutboxEntry = SmsMessage & { id: string; createdAt: string };

export function smsOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'sms');
}

/** The SMS outbox's messages, oldest first (development and tests). */
export async function readSmsOutbox(dataDir: string): Promise<SmsOutboxEntry[]> {
  const dir = smsOutboxDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as SmsOutboxEntry));
}

export function smsSender(env: Pick<Env, 'smsUrl' | 'dataDir'>): SmsSender {
  if (env.smsUrl) {
    const url = env.smsUrl;
    return {
      async send(m) {
        const res = await fetch(url, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(m), signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  const dir = smsOutboxDir(env.dataDir);
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = randomUUID();
      const entry: SmsOutboxEntry = { id, to: m.to, text: m.text, createdAt };
      await writeFile(path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${id.slice(0, 8)}.json`), JSON.stringify(entry, null, 2));
    },
  };
}
