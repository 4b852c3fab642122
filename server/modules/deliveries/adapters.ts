// The channel adapters the worker sends with, made from the environment (file outboxes when a
// provider is not configured).
import type { AppDeps } from '../../context';
import { smsSender, type SmsSender } from '../../mail/sms';
import { whatsappSender, type WhatsappSender } from '../../mail/whatsapp';
import { loadVapid, pushSender, type PushSender } from '../../mail/web-push';
import type { Mailer } from '../../mail/mailer';

export type ChannelAdapters = { sms: SmsSender; email: Mailer; whatsapp: WhatsappSender; push: PushSender | undefined };

let vapidOnce: Promise<PushSender | undefined> | undefined;
let vapidFor: string | undefined;

/** The push sender of this environment (keys loaded or made once per DATA_DIR). */
export function pushSenderOf(deps: AppDeps): Promise<PushSender | undefined> {
  if (!vapidOnce || vapidFor !== deps.env.dataDir) {
    vapidFor = deps.env.dataDir;
    vapidOnce = loadVapid(deps.env).then((v) => (v ? pushSender(v, deps.env) : undefined));
  }
  return vapidOnce;
}

export async function createChannelAdapters(deps: AppDeps): Promise<ChannelAdapters> {
  return {
    sms: smsSender(deps.env),
    // The app's mailer (SMTP_URL or DATA_DIR/outbox), as verification e-mails use.
    email: deps.mailer,
    whatsapp: whatsappSender(deps.env),
    push: await pushSenderOf(deps),
  };
}
