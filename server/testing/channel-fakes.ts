// Local stand-ins for the providers of issue 16 (server tests only): an SMS gateway, the WhatsApp
// Cloud API and a Web Push service, each an HTTP server on a free port that records what it got and
// answers as told (200/201, or an error to test retries). Plus a browser's push subscription with
// real keys, to decrypt what the push service received (RFC 8291, aes128gcm).
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import * as ece from 'http_ece';

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number };
export type Fake = {
  url: string;
  received: Received[];
  /** The status answered from now on (per path prefix when given). */
  answer(status: number, pathPrefix?: string): void;
  close(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 (web-push speaks HTTPS only). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startFake(respond: (req: Received) => { status: number; body?: unknown }, tls = false): Promise<Fake> {
  const received: Received[] = [];
  const statuses: { prefix: string; status: number }[] = [];
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks), at: Date.now() };
      received.push(r);
      const forced = statuses.find((s) => r.path.startsWith(s.prefix));
      const out = forced && forced.status >= 300 ? { status: forced.status, body: { error: 'forced' } } : respond(r);
      res.writeHead(forced?.status ?? out.status, { 'content-type': 'application/json' });
      res.end(out.body === undefined ? '' : JSON.stringify(out.body));
    });
  };
  const server = tls ? https.createServer(selfSigned(), handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    received,
    answer(status, prefix = '/') {
      const i = statuses.findIndex((s) => s.prefix === prefix);
      if (i >= 0) statuses.splice(i, 1);
      statuses.unshift({ prefix, status });
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** An SMS gateway: POST / with JSON {from, to, text, reference}; answers {id}. */
export const startSmsGateway = () => startFake(() => ({ status: 200, body: { id: randomUUID() } }));
/** The WhatsApp Cloud API: POST /{phone-id}/messages; answers {messages: [{id}]}. */
export const startWhatsappApi = () => startFake(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${randomUUID()}` }] } }));
/**
 * A push service over HTTPS (self-signed: the test process must not check certificates, see
 * trustSelfSigned): POST /push/{id} with the encrypted payload; answers 201.
 */
export const startPushService = () => startFake(() => ({ status: 201 }), true);

/** Lets this test process's HTTPS requests reach the self-signed fakes (tests only). */
export function trustSelfSigned(): void {
  process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';
}

export const json = (r: Received) => JSON.parse(r.body.toString('utf8')) as Record<string, unknown>;

/** A browser's push subscription to `pushServiceUrl`, with its own ECDH (P-256) key pair and auth secret. */
export function browserSubscription(pushServiceUrl: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `${pushServiceUrl}/push/${randomUUID()}`;
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** The payload a push service received, decrypted as the browser would (aes128gcm). */
    decrypt(body: Buffer): unknown {
      return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'));
    },
  };
}
