// File storage behind one interface, chosen by STORAGE (server/env.ts): PostgreSQL by default (every
// instance sees every file, and a file written in a request's transaction goes with it), an
// S3-compatible object store for production scale, or local disk under UPLOAD_DIR (one instance
// only). Keys are made by the server only.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../env';
import type { Db } from '../db/client';
import { deleteStoredFile, findStoredFile, upsertStoredFile } from './repository';

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

const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!] ?? 'application/octet-stream';

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
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOf(key) };
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

/**
 * Files in PostgreSQL (stored_files). `db` may be a transaction: the file then commits or rolls
 * back with the rest of the request's writes. Writing a key again replaces it (a retried upload).
 */
export function postgresFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes) {
      const row = { key: checkKey(key), contentType: contentTypeOf(key), bytes: Buffer.from(bytes), sizeBytes: bytes.byteLength };
      await upsertStoredFile(db, row);
    },
    async get(key) {
      const row = await findStoredFile(db, checkKey(key));
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : undefined;
    },
    async remove(key) {
      await deleteStoredFile(db, checkKey(key));
    },
  };
}

export type S3Config = NonNullable<Env['s3']>;

/**
 * An S3-compatible object store (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces, ...), requests
 * signed with AWS Signature V4 (aws4fetch). Objects are private; the server reads them for their owner.
 */
export function s3FileStorage(cfg: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({ accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region, service: 's3' });
  const endpoint = cfg.endpoint.replace(/\/$/, '');
  const urlOf = (key: string) => {
    const k = checkKey(key).split('/').map(encodeURIComponent).join('/');
    if (cfg.forcePathStyle) return `${endpoint}/${cfg.bucket}/${k}`;
    const u = new URL(endpoint);
    return `${u.protocol}//${cfg.bucket}.${u.host}/${k}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const req = await client.sign(urlOf(key), { ...init, signal: AbortSignal.timeout(15_000) });
    return fetchImpl(req);
  };
  return {
    async put(key, bytes) {
      const res = await send(key, { method: 'PUT', body: Buffer.from(bytes), headers: { 'content-type': contentTypeOf(key) } });
      if (!res.ok) throw new Error(`object store PUT answered ${res.status}`);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok) throw new Error(`object store GET answered ${res.status}`);
      return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: contentTypeOf(key) };
    },
    async remove(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`object store DELETE answered ${res.status}`);
      await res.body?.cancel();
    },
  };
}

/** The storage of this deployment (STORAGE: postgres by default, s3, or local disk under UPLOAD_DIR). */
export function fileStorage(deps: { env: Pick<Env, 'storage' | 'uploadDir' | 's3'>; db: Db }): FileStorage {
  if (deps.env.storage === 's3') return s3FileStorage(deps.env.s3!);
  if (deps.env.storage === 'local') return localFileStorage(deps.env.uploadDir);
  return postgresFileStorage(deps.db);
}
