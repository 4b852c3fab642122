// The Ed25519 key that signs exported prescriptions. PRESCRIPTION_SIGNING_KEY (PKCS#8 PEM or base64
// DER; the same on every instance) wins; outside production a key is generated once and kept in
// DATA_DIR/keys (mode 0600); in production without the variable, signing is unavailable.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env';
import { base64UrlDecode, base64UrlEncode } from '../../../contracts/prescription-signature';

export type SigningKey = {
  privateKey: KeyObject;
  /** Raw 32-byte public key, base64url (what the verify page needs). */
  publicKey: string;
  keyId: string;
  sign(payload: Uint8Array): Uint8Array;
};

function parseKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.includes('BEGIN')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('PRESCRIPTION_SIGNING_KEY must be an Ed25519 private key.');
  return key;
}

function toSigningKey(privateKey: KeyObject): SigningKey {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x?: string };
  const raw = base64UrlDecode(jwk.x!);
  const keyId = base64UrlEncode(new Uint8Array(createHash('sha256').update(raw).digest().subarray(0, 8)));
  return {
    privateKey, publicKey: base64UrlEncode(raw), keyId,
    sign: (payload) => new Uint8Array(sign(null, payload, privateKey)),
  };
}

async function developmentKey(dataDir: string): Promise<KeyObject> {
  const file = path.join(dataDir, 'keys', 'prescription-signing-key.pem');
  try {
    return parseKey(await readFile(file, 'utf8'));
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    await writeFile(file, privateKey.export({ format: 'pem', type: 'pkcs8' }) as string, { mode: 0o600, flag: 'wx' });
    return privateKey;
  } catch (err) {
    // Another process wrote it first: use that one.
    if ((err as { code?: string }).code === 'EEXIST') return parseKey(await readFile(file, 'utf8'));
    throw err;
  }
}

const cache = new Map<string, Promise<SigningKey | undefined>>();

/** The signing key of this deployment, or undefined (production without PRESCRIPTION_SIGNING_KEY). */
export function prescriptionSigningKey(env: Pick<Env, 'prescriptionSigningKey' | 'nodeEnv' | 'dataDir'>): Promise<SigningKey | undefined> {
  const cacheKey = `${env.nodeEnv}\n${env.dataDir}\n${env.prescriptionSigningKey ?? ''}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = (async () => {
      if (env.prescriptionSigningKey) return toSigningKey(parseKey(env.prescriptionSigningKey));
      if (env.nodeEnv === 'production') return undefined;
      return toSigningKey(await developmentKey(env.dataDir));
    })();
    key.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, key);
  }
  return key;
}
