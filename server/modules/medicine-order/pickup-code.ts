// The pick-up code of a ready order: 8 digits, easy to read aloud, derived (HMAC-SHA-256) from the
// order's id and a round number with a key of its own (HKDF from the server's ticket secret, under a
// label of this use only), so the patient's screen can show it at any time while the database keeps
// only SHA-256(pharmacyId:code): a leaked table holds no usable code, and a code is only looked up
// among the orders ready at the pharmacist's own pharmacy.
import { createHash, createHmac, hkdfSync } from 'node:crypto';

const LABEL = 'swasthya medicine-order pick-up code v1';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'swasthya', LABEL, 32));
}

/** The code of order `orderId` in round `round` (a clash at one pharmacy takes the next round). */
export function pickupCode(secret: string, orderId: string, round: number): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${orderId}:${round}`).digest();
  return String(mac.readUInt32BE(0) % 100_000_000).padStart(8, '0');
}

/** What is stored and looked up: SHA-256 of `pharmacyId:code`. */
export function pickupCodeHash(pharmacyId: string, code: string): string {
  return createHash('sha256').update(`${pharmacyId}:${code}`).digest('hex');
}

/** "4821 9037" or "4821-9037" as typed → "48219037". */
export const normalisePickupCode = (typed: string) => typed.replace(/[\s-]/g, '');
