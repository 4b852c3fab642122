// The storages behind FileStorage: PostgreSQL (the default) and an S3-compatible store, the latter
// against a local fake S3 that checks each request's AWS Signature V4 as S3 does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../db/testing';
import { newStorageKey, postgresFileStorage, s3FileStorage, type FileStorage } from './files';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t?.drop(); });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function roundTrip(storage: FileStorage) {
  const key = newStorageKey('lab-reports', 'owner-1', 'png');
  expect(await storage.get(key)).toBeUndefined();
  await storage.put(key, PNG);
  expect(await storage.get(key)).toEqual({ bytes: PNG, contentType: 'image/png' });
  // A retried upload writes the same key again.
  await storage.put(key, new Uint8Array([9, 9]));
  expect((await storage.get(key))!.bytes).toEqual(new Uint8Array([9, 9]));
  await storage.remove(key);
  expect(await storage.get(key)).toBeUndefined();
  await storage.remove(key);
  await expect(storage.put('../etc/passwd.png', PNG)).rejects.toThrow('invalid storage key');
}

describe('PostgreSQL storage', () => {
  it('puts, gets, replaces and removes a file', async () => {
    await roundTrip(postgresFileStorage(t.db));
  });

  it('a file written in a transaction that rolls back is not there', async () => {
    const key = newStorageKey('refund-documents', 'owner-2', 'pdf');
    await t.db.transaction(async (tx) => {
      await postgresFileStorage(tx).put(key, PNG);
      tx.rollback();
    }).catch(() => undefined);
    expect(await postgresFileStorage(t.db).get(key)).toBeUndefined();
  });
});

/** A minimal S3: objects in memory; a request whose SigV4 signature is wrong gets 403 (as S3's SignatureDoesNotMatch). */
function fakeS3(secret: string, region: string) {
  const objects = new Map<string, Buffer>();
  const signed: string[] = [];
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = req.headers['authorization'] ?? '';
      const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      // S3 takes the body's SHA-256, or UNSIGNED-PAYLOAD (what aws4fetch sends; TLS protects the body).
      if (!m || m[3] !== region || (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))) {
        res.writeHead(403).end('bad request signature');
        return;
      }
      const [, , date, , signedHeaders, signature] = m;
      const url = new URL(req.url!, 'http://x');
      const canonicalHeaders = signedHeaders!.split(';').map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('');
      const canonical = [req.method, url.pathname, url.searchParams.toString(), canonicalHeaders, signedHeaders, payloadHash].join('\n');
      const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, createHash('sha256').update(canonical).digest('hex')].join('\n');
      const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region), 's3'), 'aws4_request');
      if (hmac(key, toSign).toString('hex') !== signature) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      signed.push(`${req.method} ${url.pathname}`);
      const path = decodeURIComponent(url.pathname);
      if (req.method === 'PUT') { objects.set(path, body); res.writeHead(200).end(); return; }
      if (req.method === 'DELETE') { objects.delete(path); res.writeHead(204).end(); return; }
      const found = objects.get(path);
      if (!found) { res.writeHead(404).end('NoSuchKey'); return; }
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
    });
  });
  return { server, objects, signed };
}

describe('S3-compatible storage', () => {
  it('puts, gets, replaces and removes objects with signed requests (path style)', async () => {
    const fake = fakeS3('test-secret', 'auto');
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', () => r()));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    try {
      const cfg = { endpoint, bucket: 'swasthya-files', region: 'auto', accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret', forcePathStyle: true };
      await roundTrip(s3FileStorage(cfg));
      expect(fake.signed.some((s) => s.startsWith('PUT /swasthya-files/lab-reports/owner-1/'))).toBe(true);
      // A wrong secret is refused by the store, and the error surfaces.
      const wrong = s3FileStorage({ ...cfg, secretAccessKey: 'not-the-secret' });
      await expect(wrong.put(newStorageKey('lab-reports', 'x', 'pdf'), PNG)).rejects.toThrow('403');
    } finally {
      fake.server.close();
    }
  });
});
