// The signed summary printed as a QR code on exported prescriptions, and its offline check.
// Code text: `SWRX1.<payload>.<signature>`, both base64url (no padding). The payload is compact JSON
// (UTF-8); the signature is Ed25519 over exactly those payload bytes, by the server's key, whose raw
// 32-byte public key is published at /api/v1/patient/prescriptions/public-key and
// /.well-known/prescription-signing-key.json. Verification uses WebCrypto Ed25519 (Chromium 137+,
// Firefox 129+, Safari 17+, Node 20), so the app's verify page needs no connection and no library.
// No DOM and no Node imports: only globalThis.crypto, TextEncoder/TextDecoder, atob/btoa.

export const PRESCRIPTION_CODE_PREFIX = 'SWRX1';
export const PRESCRIPTION_SIGNATURE_ALGORITHM = 'Ed25519';
/** Medications per code. */
export const PRESCRIPTION_ITEMS_PER_CODE = 3;

/** One medication line, in the order of the compact array form. */
export type SignedPrescriptionItem = {
  medication: string;
  strength: string | null;
  form: string | null;
  doses: string | null;
  quantity: number;
  start: string;
  stop: string | null;
  doctor: string;
  nmcNumber: string;
};

export type SignedPrescriptionSummary = {
  /** Key id: the first 8 bytes of SHA-256 of the raw public key, base64url. */
  keyId: string;
  /** ISO instant of the export. */
  issuedAt: string;
  /** Random id of this export. */
  id: string;
  patientName: string;
  /** A long list is split over several codes (a few medications each, so that each code stays easy to scan). */
  part: number;
  parts: number;
  items: SignedPrescriptionItem[];
};

type CompactItem = [string, string | null, string | null, string | null, number, string, string | null, string, string];
type CompactPayload = { v: 1; k: string; t: string; i: string; p: string; n: [number, number]; m: CompactItem[] };

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The exact bytes that are signed. */
export function encodePrescriptionPayload(s: SignedPrescriptionSummary): Uint8Array {
  const compact: CompactPayload = {
    v: 1, k: s.keyId, t: s.issuedAt, i: s.id, p: s.patientName, n: [s.part, s.parts],
    m: s.items.map((x) => [x.medication, x.strength, x.form, x.doses, x.quantity, x.start, x.stop, x.doctor, x.nmcNumber]),
  };
  return new TextEncoder().encode(JSON.stringify(compact));
}

export function decodePrescriptionPayload(bytes: Uint8Array): SignedPrescriptionSummary {
  const c = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as CompactPayload;
  if (c?.v !== 1 || !Array.isArray(c.m) || typeof c.p !== 'string' || typeof c.k !== 'string') throw new Error('not a prescription summary');
  return {
    keyId: c.k, issuedAt: c.t, id: c.i, patientName: c.p, part: c.n?.[0] ?? 1, parts: c.n?.[1] ?? 1,
    items: c.m.map(([medication, strength, form, doses, quantity, start, stop, doctor, nmcNumber]) => ({
      medication, strength, form, doses, quantity, start, stop, doctor, nmcNumber,
    })),
  };
}

export function buildPrescriptionCode(payload: Uint8Array, signature: Uint8Array): string {
  return `${PRESCRIPTION_CODE_PREFIX}.${base64UrlEncode(payload)}.${base64UrlEncode(signature)}`;
}

export function splitPrescriptionCode(code: string): { payload: Uint8Array; signature: Uint8Array } {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PRESCRIPTION_CODE_PREFIX) throw new Error('not a Swasthya prescription code');
  return { payload: base64UrlDecode(parts[1]!), signature: base64UrlDecode(parts[2]!) };
}

export type PrescriptionCodeCheck =
  | { valid: true; summary: SignedPrescriptionSummary }
  | { valid: false; reason: 'malformed' | 'bad-signature' | 'unsupported'; summary?: SignedPrescriptionSummary };

/**
 * Checks a scanned code against the published public key (raw 32 bytes, base64url). Works offline.
 * A code whose signature does not match (any byte of the payload changed) is `bad-signature`.
 */
export async function verifyPrescriptionCode(code: string, publicKeyBase64Url: string): Promise<PrescriptionCodeCheck> {
  let parts: { payload: Uint8Array; signature: Uint8Array };
  try {
    parts = splitPrescriptionCode(code);
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { valid: false, reason: 'unsupported' };
  let ok = false;
  try {
    const key = await subtle.importKey('raw', toBuffer(base64UrlDecode(publicKeyBase64Url)), { name: PRESCRIPTION_SIGNATURE_ALGORITHM }, false, ['verify']);
    ok = await subtle.verify({ name: PRESCRIPTION_SIGNATURE_ALGORITHM }, key, toBuffer(parts.signature), toBuffer(parts.payload));
  } catch (err) {
    // A browser without Ed25519 in WebCrypto throws NotSupportedError.
    if ((err as { name?: string })?.name === 'NotSupportedError') return { valid: false, reason: 'unsupported' };
    ok = false;
  }
  let summary: SignedPrescriptionSummary | undefined;
  try {
    summary = decodePrescriptionPayload(parts.payload);
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  return ok ? { valid: true, summary } : { valid: false, reason: 'bad-signature', summary };
}

/** WebCrypto wants an ArrayBuffer-backed view. */
function toBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer as ArrayBuffer;
}
