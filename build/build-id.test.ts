import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sourceBuildId } from './build-id';

describe('the build id', () => {
  it('is the same for the same files, and changes with any of them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'build-id-'));
    try {
      await mkdir(path.join(root, 'contracts'));
      await writeFile(path.join(root, 'contracts/patient.ts'), 'export const a = 1;');
      await writeFile(path.join(root, 'index.html'), '<html></html>');
      const first = sourceBuildId(root);
      expect(first).toMatch(/^[0-9a-f]{12}$/);
      expect(sourceBuildId(root)).toBe(first);
      await writeFile(path.join(root, 'contracts/patient.test.ts'), 'a test is not in the bundle');
      expect(sourceBuildId(root)).toBe(first);
      await writeFile(path.join(root, 'contracts/patient.ts'), 'export const a = 2;');
      expect(sourceBuildId(root)).not.toBe(first);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
