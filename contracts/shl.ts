// SMART Health Links, the parts both sides share (https://docs.smarthealthit.org/smart-health-links/spec):
// the link's payload (`shlink:/` + base64url JSON) and its files' encryption (compact JWE, `alg: dir`,
// `enc: A256GCM`, the 32-byte key only in the link). Runs in the browser (WebCrypto) and in Node.
import { CompactEncrypt, compactDecrypt } from 'jose';
import type { ShlPayload } from './health-links';

const base64url = {
  encode(bytes: Uint8Array): string {
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  },
  decode(text: string): Uint8Array {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  },
};

/** A new key: 32 random bytes, 43 base64url characters. */
export function newShlKey(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** The compact JWE of a file (its content type in `cty`). */
export async function encryptShlFile(content: string, key: string, contentType = 'application/fhir+json'): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(content))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: contentType })
    .encrypt(base64url.decode(key));
}

/** The plaintext of a file (throws when the key is not the file's). */
export async function decryptShlFile(jwe: string, key: string): Promise<string> {
  const { plaintext } = await compactDecrypt(jwe, base64url.decode(key));
  return new TextDecoder().decode(plaintext);
}

/** `shlink:/…` of a payload. */
export function encodeShlink(payload: ShlPayload): string {
  return `shlink:/${base64url.encode(new TextEncoder().encode(JSON.stringify(payload)))}`;
}

/** The link to share: the viewer's address with the payload in the fragment (never sent to a server). */
export function shlViewerUrl(viewer: string, payload: ShlPayload): string {
  return `${viewer}#${encodeShlink(payload)}`;
}

/** The payload of a link: a bare `shlink:/…` or any URL with `#shlink:/…`; null when it is not one. */
export function decodeShlink(text: string): ShlPayload | null {
  const at = text.indexOf('shlink:/');
  if (at < 0) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(text.slice(at + 'shlink:/'.length).trim()))) as Partial<ShlPayload>;
    if (typeof payload.url !== 'string' || typeof payload.key !== 'string' || payload.key.length !== 43) return null;
    return payload as ShlPayload;
  } catch {
    return null;
  }
}
