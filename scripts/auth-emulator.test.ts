// Two stacks on one machine stay apart: each Auth emulator has its own hub locator (TMPDIR), so
// stopping one exports only its own users (it used to find the other's hub and export its users).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, type AuthEmulator } from './lib/auth-emulator';
import { freePort } from './lib/free-port';

const PROJECT = 'demo-swasthya-isolation';
const dirs: string[] = [];
const running: AuthEmulator[] = [];
afterAll(async () => {
  await Promise.all(running.map((e) => e.stop()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function signUp(host: string, email: string) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Test@1234', returnSecureToken: true }),
  });
  expect(res.status).toBe(200);
}

async function exportedEmails(dataDir: string): Promise<string[]> {
  const file = path.join(dataDir, 'auth-export', 'auth_export', 'accounts.json');
  const accounts = JSON.parse(await readFile(file, 'utf8')) as { users: { email?: string }[] };
  return accounts.users.map((u) => u.email ?? '').sort();
}

describe('two Auth emulators for the same project on one machine', () => {
  it('each exports only its own users when it stops', async () => {
    const [a, b] = await Promise.all([mkdtemp(path.join(os.tmpdir(), 'swasthya-emu-a-')), mkdtemp(path.join(os.tmpdir(), 'swasthya-emu-b-'))]);
    dirs.push(a, b);
    const first = await startAuthEmulator({ dataDir: a, port: await freePort(), projectId: PROJECT });
    running.push(first);
    const second = await startAuthEmulator({ dataDir: b, port: await freePort(), projectId: PROJECT });
    running.push(second);
    await signUp(first.host, 'only-in-a@example.test');
    await signUp(second.host, 'only-in-b@example.test');
    await second.stop();
    await first.stop();
    expect(await exportedEmails(b)).toEqual(['only-in-b@example.test']);
    expect(await exportedEmails(a)).toEqual(['only-in-a@example.test']);
  }, 120_000);
});
