// WhatsApp through the WhatsApp Cloud API's message endpoint (POST {WHATSAPP_URL}/{WHATSAPP_PHONE_ID}/messages
// with a bearer token) when WHATSAPP_TOKEN and WHATSAPP_PHONE_ID are set; otherwise a file outbox
// under DATA_DIR/outbox/whatsapp. Messages a business starts need an approved template: with
// WHATSAPP_TEMPLATE set, the text goes as that template's one body parameter ({{1}}).
import path from 'node:path';
import type { Env } from '../env';
import type { Locale } from '../../contracts/messages';
import { httpSendError, writeOutbox } from './outbox';

export type WhatsappMessage = { to: string; text: string; locale: Locale; reference?: string };
export type WhatsappSender = { send(m: WhatsappMessage): Promise<{ providerId?: string }> };

export function whatsappOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'whatsapp');
}

/** The Cloud API's request body: a plain text message, or the template with the text as {{1}}. */
export function whatsappBody(m: WhatsappMessage, template: string | undefined) {
  // The Cloud API takes the number in international form without '+'.
  const to = m.to.replace(/^\+/, '');
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...(m.reference ? { biz_opaque_callback_data: m.reference } : {}) };
  if (!template) return { ...base, type: 'text', text: { preview_url: false, body: m.text } };
  return {
    ...base, type: 'template',
    template: { name: template, language: { code: m.locale === 'ne' ? 'ne' : 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: m.text }] }] },
  };
}

export function whatsappSender(env: Pick<Env, 'whatsapp' | 'dataDir'>): WhatsappSender {
  const w = env.whatsapp;
  if (w) {
    const url = `${w.url.replace(/\/$/, '')}/${encodeURIComponent(w.phoneId)}/messages`;
    return {
      async send(m) {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
          body: JSON.stringify(whatsappBody(m, w.template)),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw await httpSendError('WhatsApp Cloud API', res);
        const body = (await res.json().catch(() => ({}))) as { messages?: { id?: string }[] };
        const id = body.messages?.[0]?.id;
        return id ? { providerId: id } : {};
      },
    };
  }
  const dir = whatsappOutboxDir(env.dataDir);
  return {
    async send(m) {
      const createdAt = new Date().toISOString();
      await writeOutbox(dir, { id: m.reference ?? crypto.randomUUID(), to: m.to, text: m.text, template: null, createdAt }, m.reference);
      return {};
    },
  };
}
