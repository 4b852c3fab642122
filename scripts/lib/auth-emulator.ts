import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, waitFor } from './free-port';

export type AuthEmulator = { host: string; stop(): Promise<void> };

/**
 * The Firebase Auth emulator (firebase-tools) for a demo-* project, offline. Users are kept in
 * `<dataDir>/auth-export` across restarts (exported on a clean stop, imported at start).
 */
export async function startAuthEmulator(opts: { dataDir: string; port: number; projectId: string; log?: (line: string) => void }): Promise<AuthEmulator> {
  if (!opts.projectId.startsWith('demo-')) throw new Error('The Auth emulator is only for demo-* projects.');
  const exportDir = path.join(opts.dataDir, 'auth-export');
  const configPath = path.join(opts.dataDir, 'firebase.json');
  await mkdir(opts.dataDir, { recursive: true });
  // The hub and logging ports must not collide with another running stack.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  await writeFile(configPath, JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: opts.port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }, null, 2));
  const args = ['emulators:start', '--only', 'auth', '--project', opts.projectId, '--config', configPath, '--export-on-exit', exportDir];
  if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  // firebase-tools keeps a hub locator file per project id in TMPDIR: a second stack on this machine
  // (other ports, same project id) would find the first one's emulator and export its users. Each
  // emulator gets a TMPDIR of its own under its data dir.
  const tmpDir = path.join(opts.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const bin = path.resolve('node_modules/.bin/firebase');
  const child: ChildProcess = spawn(bin, args, {
    cwd: opts.dataDir,
    // Own process group: Ctrl-C reaches us, and we stop the emulator once, cleanly, so it exports.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', FIREBASE_AUTH_EMULATOR_HOST: '', TMPDIR: tmpDir, TMP: tmpDir, TEMP: tmpDir },
  });
  const output: string[] = [];
  const collect = (b: Buffer) => {
    const text = b.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    opts.log?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exitedPromise = new Promise<void>((r) => child.once('exit', () => { exited = true; r(); }));

  const host = `127.0.0.1:${opts.port}`;
  try {
    await waitFor(async () => {
      if (exited) throw new Error(`Auth emulator exited:\n${output.join('')}`);
      const res = await fetch(`http://${host}/emulator/v1/projects/${opts.projectId}/config`);
      return res.ok;
    }, { timeoutMs: 150_000, what: 'the Auth emulator' });
  } catch (err) {
    if (!exited) child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output.join('').slice(-2000)}`);
  }

  return {
    host,
    async stop() {
      if (exited || child.pid === undefined) return;
      try { process.kill(-child.pid, 'SIGINT'); } catch { /* already gone */ }
      const killer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
      await exitedPromise;
      clearTimeout(killer);
    },
  };
}
