// File storage behind an interface: local disk under UPLOAD_DIR (outside the web root) by default;
// an object store can take its place without touching the routes. Keys are made by the server only.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from '../env';

export type StoredFile = { bytes: Uint8Array; contentType: string };

export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.(jpg|png|pdf)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** A new unguessable key, e.g. profile-pictures/<patientId>/<random>.png */
export function newStorageKey(folder: string, owner: string, ext: 'jpg' | 'png' | 'pdf'): string {
  return `${folder}/${owner}/${randomBytes(18).toString('base64url')}.${ext}`;
}

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error('invalid storage key');
  return key;
}

export function localFileStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        const bytes = await readFile(full(key));
        return { bytes: new Uint8Array(bytes), contentType: CONTENT_TYPES[key.split('.').pop()!] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}

/** The storage of this deployment (local disk under UPLOAD_DIR). */
export function fileStorage(env: Pick<Env, 'uploadDir'>): FileStorage {
  return localFileStorage(env.uploadDir);
}
