// File outboxes (development and tests): one JSON file per message under DATA_DIR/outbox/<channel>.
// A message with a reference (a delivery's id) is written once: sending it again after a crash
// finds the file and writes nothing, as an idempotent provider would.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export async function writeOutbox(dir: string, entry: { createdAt: string } & Record<string, unknown>, reference?: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const suffix = reference ?? randomUUID().slice(0, 8);
  if (reference && (await readdir(dir)).some((f) => f.endsWith(`-${reference}.json`))) return;
  // Written aside, then renamed: a reader (a test, a developer's tool) never sees half a file.
  const file = path.join(dir, `${entry.createdAt.replace(/[:.]/g, '-')}-${suffix}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(entry, null, 2));
  await rename(`${file}.tmp`, file);
}

/** An outbox's messages, oldest first. */
export async function readOutboxDir<T>(dir: string): Promise<T[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as T));
}

/** A provider's refusal that trying again cannot fix (a bad number, a revoked token): no retry. */
export class PermanentSendError extends Error {}

/** An HTTP answer as a send error: 4xx other than 408/429 are permanent. */
export async function httpSendError(what: string, res: Response): Promise<Error> {
  const detail = (await res.text().catch(() => '')).slice(0, 200);
  const message = `${what} answered ${res.status}${detail ? `: ${detail}` : ''}`;
  return res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? new PermanentSendError(message) : new Error(message);
}
