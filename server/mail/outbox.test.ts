// The file outboxes when the process dies: a message is written aside and renamed into place, so a
// process killed (SIGKILL) while writing leaves no half message a reader would parse, and sending the
// same messages again (the delivery worker's retry after a crash) writes each reference once.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutboxDir, writeOutbox } from './outbox';

const OUTBOX_MODULE = fileURLToPath(new URL('./outbox.ts', import.meta.url));
/** Large enough that a write takes a while: the kill lands in the middle of one. */
const BODY_CHARS = 3_000_000;

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-outbox-'));
  dirs.push(dir);
  return dir;
}

type Entry = { createdAt: string; n: number; body: string };
const at = (n: number) => new Date(Date.UTC(2026, 10, 26, 0, 0, n)).toISOString();

/**
 * Writes messages ref-0 … ref-(count-1) in a process of its own; with `killAfter`, SIGKILLs it once
 * that many are written (it is writing the next one then). Resolves with how many it said it wrote.
 */
async function writerProcess(root: string, outbox: string, count: number, killAfter?: number): Promise<number> {
  const script = path.join(root, 'writer.mts');
  await writeFile(script, [
    `import { writeOutbox } from ${JSON.stringify(OUTBOX_MODULE)};`,
    `const body = 'x'.repeat(${BODY_CHARS});`,
    `for (let n = 0; n < ${count}; n++) {`,
    `  await writeOutbox(${JSON.stringify(outbox)}, { createdAt: new Date(Date.UTC(2026, 10, 26, 0, 0, n)).toISOString(), n, body }, 'ref-' + n);`,
    `  process.stdout.write('wrote ' + n + '\\n');`,
    `}`,
  ].join('\n'));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let written = 0;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    written += chunk.split('\n').filter((line) => line.startsWith('wrote ')).length;
    if (killAfter !== undefined && written >= killAfter) child.kill('SIGKILL');
  });
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  if (killAfter === undefined) expect(exit.code).toBe(0);
  else expect(exit.signal).toBe('SIGKILL');
  return written;
}

describe('file outboxes when the process dies', () => {
  it('a message cut off before its rename is not read, and the retry writes it once', async () => {
    const dir = await tempDir();
    await writeOutbox(dir, { createdAt: at(0), n: 0, body: 'first' }, 'ref-0');
    // What a crash in the middle of the second write leaves: half a file, still aside.
    const half = JSON.stringify({ createdAt: at(1), n: 1, body: 'second' }).slice(0, 20);
    await writeFile(path.join(dir, `${at(1).replace(/[:.]/g, '-')}-ref-1.json.tmp`), half);
    expect((await readOutboxDir<Entry>(dir)).map((e) => e.n)).toEqual([0]);

    await writeOutbox(dir, { createdAt: at(1), n: 1, body: 'second' }, 'ref-1');
    await writeOutbox(dir, { createdAt: at(1), n: 1, body: 'second' }, 'ref-1');
    await writeOutbox(dir, { createdAt: at(0), n: 0, body: 'first' }, 'ref-0');
    expect((await readOutboxDir<Entry>(dir)).map((e) => [e.n, e.body])).toEqual([[0, 'first'], [1, 'second']]);
  });

  it('a writer killed with SIGKILL mid-write leaves only whole messages; sent again, each lands once', async () => {
    const root = await tempDir();
    const outbox = path.join(root, 'outbox');
    const said = await writerProcess(root, outbox, 40, 3);
    expect(said).toBeGreaterThanOrEqual(3);

    // Every message a reader finds is whole (it parses, with its body), and none is missing before it.
    const afterKill = await readOutboxDir<Entry>(outbox);
    expect(afterKill.length).toBeGreaterThanOrEqual(said);
    expect(afterKill.length).toBeLessThan(40);
    expect(afterKill.map((e) => e.n)).toEqual([...afterKill.keys()]);
    for (const e of afterKill) expect(e.body).toHaveLength(BODY_CHARS);

    // The retry sends all 40 again: each reference is written exactly once.
    expect(await writerProcess(root, outbox, 40)).toBe(40);
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.json'));
    for (let n = 0; n < 40; n++) expect(files.filter((f) => f.endsWith(`-ref-${n}.json`)), `ref-${n}`).toHaveLength(1);
    expect((await readOutboxDir<Entry>(outbox)).map((e) => e.n)).toEqual([...Array(40).keys()]);
  }, 60_000);
});
