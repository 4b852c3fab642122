// SMS: an HTTP gateway when SMS_URL is set (each message POSTed as JSON {from, to, text, reference}
// with `Authorization: Bearer SMS_TOKEN` and the reference as Idempotency-Key); otherwise a file outbox
// under DATA_DIR/outbox/sms (one JSON file per message) for development and tests.
import path from 'node:path';
import type { Env } from '../env';
import { httpSendError, readOutboxDir, writeOutbox } from './outbox';

export type SmsMessage = { to: string; text: string; /** Sent once per reference (a delivery's id). */ reference?: string };
export type SmsResult = { segments: number; encoding: SmsEncoding; providerId?: string };
export type SmsSender = { send(message: SmsMessage): Promise<SmsResult> };
export type SmsOutboxEntry = { id: string; to: string; text: string; createdAt: string; segments?: number; encoding?: SmsEncoding; from?: string };
export type SmsEncoding = 'gsm7' | 'ucs2';

export function smsOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'sms');
}

/** The SMS outbox's messages, oldest first (development and tests). */
export function readSmsOutbox(dataDir: string): Promise<SmsOutboxEntry[]> {
  return readOutboxDir<SmsOutboxEntry>(smsOutboxDir(dataDir));
}

// GSM 03.38: the basic set (one septet) and the extension table (two: escape + char).
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/**
 * What a text costs: GSM-7 when every character is in the GSM alphabet (160 per SMS, 153 per part
 * when concatenated), else UCS-2 — any Devanagari — at 70 UTF-16 units (67 per part).
 */
export function smsSegments(text: string): { segments: number; encoding: SmsEncoding; units: number } {
  let septets = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

export function smsSender(env: Pick<Env, 'smsUrl' | 'smsToken' | 'smsSender' | 'dataDir'>): SmsSender {
  if (env.smsUrl) {
    const url = env.smsUrl;
    return {
      async send(m) {
        const count = smsSegments(m.text);
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(env.smsToken ? { authorization: `Bearer ${env.smsToken}` } : {}),
            ...(m.reference ? { 'idempotency-key': m.reference } : {}),
          },
          body: JSON.stringify({ from: env.smsSender, to: m.to, text: m.text, reference: m.reference }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw await httpSendError('SMS gateway', res);
        const body = (await res.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown };
        const providerId = body.id ?? body.messageId;
        return { segments: count.segments, encoding: count.encoding, ...(providerId ? { providerId: String(providerId) } : {}) };
      },
    };
  }
  const dir = smsOutboxDir(env.dataDir);
  return {
    async send(m) {
      const count = smsSegments(m.text);
      const createdAt = new Date().toISOString();
      const id = m.reference ?? crypto.randomUUID();
      await writeOutbox(dir, { id, from: env.smsSender, to: m.to, text: m.text, segments: count.segments, encoding: count.encoding, createdAt }, m.reference);
      return { segments: count.segments, encoding: count.encoding };
    },
  };
}
