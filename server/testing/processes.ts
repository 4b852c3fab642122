// Fault tests: a PostgreSQL of their own that can be killed with SIGKILL and started again, and
// server processes (`server/testing/server-entry.ts`: the production entry plus the tests' fault hook)
// that can be killed or sent SIGTERM.
// Only import this from tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../db/embedded';
import { freePort, waitFor } from '../../scripts/lib/free-port';

export type KillablePostgres = {
  url: string;
  /** SIGKILL to the postmaster and every backend: what a crash or an OOM kill does. */
  kill9(): Promise<void>;
  /** Starts it again on the same data and port (crash recovery replays the WAL). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Durable settings (fsync and synchronous commit on): a committed row must survive the kill. */
export async function startKillablePostgres(dataDir: string): Promise<KillablePostgres> {
  const port = await freePort();
  let handle: EmbeddedPostgresHandle | undefined = await startEmbeddedPostgres({ dataDir, port });
  const url = handle.url;
  return {
    url,
    async kill9() {
      const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      // The backends first (they would linger until they notice their postmaster is gone), then it.
      const children = await new Promise<number[]>((resolve) => {
        const ps = spawn('pgrep', ['-P', String(postmaster)]);
        let out = '';
        ps.stdout.on('data', (b: Buffer) => { out += b.toString(); });
        ps.on('close', () => resolve(out.split('\n').filter(Boolean).map(Number)));
      });
      for (const pid of [postmaster, ...children]) {
        try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ }
      }
      await waitFor(async () => ![postmaster, ...children].some(alive), { timeoutMs: 10_000, what: 'PostgreSQL to die', intervalMs: 20 });
      handle = undefined;
    },
    async restart() {
      // Right after a kill the old shared memory may still be held for a moment: try again.
      await waitFor(async () => {
        handle = await startEmbeddedPostgres({ dataDir, port });
        return true;
      }, { timeoutMs: 30_000, what: 'PostgreSQL to start again', intervalMs: 200 });
    },
    async stop() {
      await handle?.stop();
    },
  };
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code / signal when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
};

/** The production entry (migrations, then serve) with the tests' fault hook, under tsx, with `env`; resolves when it answers /api/health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/server-entry.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (b: Buffer) => { log = (log + b.toString()).slice(-20_000); };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => { ended = true; resolve({ code, signal }); });
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => {
      if (ended) throw new Error('exited');
      return (await fetch(`${url}/api/health`)).ok;
    }, { timeoutMs: 60_000, what: 'the server process', intervalMs: 100 });
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`server process did not start: ${(err as Error).message}\n${log}`);
  }
  return { url, child, exited, output: () => log };
}
