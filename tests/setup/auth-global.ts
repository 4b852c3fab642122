// One Firebase Auth emulator for the unit/server test run (real tokens, real claims).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/lib/auth-emulator';
import { freePort } from '../../scripts/lib/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swasthya-auth-'));
  const emulator = await startAuthEmulator({ dataDir, port: await freePort(), projectId: 'demo-swasthya-test' });
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
