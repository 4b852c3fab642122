// The delivery worker (every instance runs one): claims due deliveries (SKIP LOCKED, with a lease),
// sends each by its channel, and marks it sent, skipped, failed (retried with exponential backoff)
// or given up. A failing channel fails only its own delivery; the request that caused the
// notification was answered long before.
import type { AppDeps } from '../../context';
import { CHANNELS } from '../../lib/bus';
import { PermanentSendError } from '../../mail/outbox';
import { createChannelAdapters, type ChannelAdapters } from './adapters';
import { emailFor, noticeText, pushFor } from './compose';
import {
  addDoneTarget, claimDue, deleteSubscriptionById, deliveryContext, markFailed, markSent, markSkipped, subscriptionsOf,
  touchSubscription, type DeliveryContext, type DeliveryRow,
} from './repository';
import { now as clockNow } from '../../lib/clock';

/** A claim's lease: longer than any one send (10 s timeouts) so a live worker never loses its claim. */
export const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 6 * 3600_000;

/** Backoff before attempt `attempts + 1`: base × 2^(attempts − 1), at most 6 h, plus up to 10 % jitter. */
export function backoffMs(attempts: number, baseMs: number, random = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(plain * (1 + 0.1 * random()));
}

type Outcome = { status: 'sent'; segments?: number; providerId?: string };
export type DeliveryReport = { sent: number; failed: number; givenUp: number; skipped: number };

class Skip extends Error {}

async function send(deps: AppDeps, adapters: ChannelAdapters, d: DeliveryRow, ctx: DeliveryContext): Promise<Outcome> {
  const p = ctx.patient;
  if (p.disabledAt) throw new Skip('account disabled');
  const verifiedPhone = p.phoneVerified && p.phone ? `${p.countryCode}${p.phone}` : undefined;
  switch (d.channel) {
    case 'sms': {
      const to = d.recipient === 'family' ? d.address : verifiedPhone;
      if (!to) throw new Skip('no verified phone');
      const r = await adapters.sms.send({ to, text: noticeText(ctx, d.recipient).brief, reference: d.id });
      return { status: 'sent', segments: r.segments, ...(r.providerId ? { providerId: r.providerId } : {}) };
    }
    case 'whatsapp': {
      if (!ctx.whatsappOptInAt) throw new Skip('not opted in to WhatsApp');
      if (!verifiedPhone) throw new Skip('no verified phone');
      const r = await adapters.whatsapp.send({ to: verifiedPhone, text: noticeText(ctx, 'patient').message, locale: ctx.locale, reference: d.id });
      return { status: 'sent', ...(r.providerId ? { providerId: r.providerId } : {}) };
    }
    case 'email': {
      // The address and its verification as the identity provider knows them now.
      const user = await deps.auth.getUser(p.firebaseUid).catch((err: { code?: string }) => {
        if (err.code === 'auth/user-not-found') throw new Skip('no account');
        throw err;
      });
      if (!user.email || !user.emailVerified) throw new Skip('e-mail not verified');
      await adapters.email.send({ to: user.email, ...emailFor(ctx, deps.env.appUrl), reference: d.id });
      return { status: 'sent' };
    }
    case 'push': {
      const push = adapters.push;
      if (!push) throw new Skip('push not configured');
      const targets = (await subscriptionsOf(deps.db, p.id)).filter((s) => !d.doneTargets.includes(s.id));
      if (targets.length === 0 && d.doneTargets.length === 0) throw new Skip('no device');
      const payload = pushFor(ctx);
      const errors: string[] = [];
      let retry = false;
      // Each device on its own: one that is gone or failing does not keep the others from theirs.
      await Promise.all(targets.map(async (s) => {
        const r = await push.send(s, payload, d.id);
        if (r.ok) {
          await addDoneTarget(deps.db, d.id, s.id);
          await touchSubscription(deps.db, s.id);
        } else if (r.gone) {
          await deleteSubscriptionById(deps.db, s.id);
        } else {
          errors.push(r.error);
          if (!r.permanent) retry = true;
        }
      }));
      if (errors.length > 0) throw retry ? new Error(errors.join('; ')) : new PermanentSendError(errors.join('; '));
      return { status: 'sent' };
    }
  }
}

async function processOne(deps: AppDeps, adapters: ChannelAdapters, d: DeliveryRow, now: () => Date): Promise<keyof DeliveryReport> {
  const { maxAttempts, retryBaseMs } = deps.env.deliveries;
  try {
    // A row reclaimed after its lease ran out too often (a process dying mid-send) is given up.
    if (d.attempts > maxAttempts) throw new PermanentSendError('too many attempts');
    const ctx = await deliveryContext(deps.db, d.notificationId);
    if (!ctx) throw new Skip('notification gone');
    const outcome = await send(deps, adapters, d, ctx);
    await markSent(deps.db, d, outcome);
    return 'sent';
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (err instanceof Skip) {
      await markSkipped(deps.db, d, message);
      return 'skipped';
    }
    const last = err instanceof PermanentSendError || d.attempts >= maxAttempts;
    await markFailed(deps.db, d, message, last ? null : new Date(now().getTime() + backoffMs(d.attempts, retryBaseMs)));
    deps.log.warn('notification delivery failed', { deliveryId: d.id, channel: d.channel, attempts: d.attempts, givenUp: last, error: message.slice(0, 200) });
    return last ? 'givenUp' : 'failed';
  }
}

/** Sends every due delivery (in batches of `batch`, each delivery on its own). Tests call it directly. */
export async function runDeliveries(
  deps: AppDeps,
  opts: { now?: () => Date; batch?: number; maxBatches?: number; adapters?: ChannelAdapters } = {},
): Promise<DeliveryReport> {
  const now = opts.now ?? clockNow;
  const adapters = opts.adapters ?? (await createChannelAdapters(deps));
  const report: DeliveryReport = { sent: 0, failed: 0, givenUp: 0, skipped: 0 };
  const batch = opts.batch ?? 20;
  for (let i = 0; i < (opts.maxBatches ?? 50); i++) {
    const at = now();
    const claimed = await claimDue(deps.db, at, new Date(at.getTime() + LEASE_MS), batch);
    const results = await Promise.all(claimed.map((d) => processOne(deps, adapters, d, now)));
    for (const r of results) report[r]++;
    if (claimed.length < batch) break;
  }
  return report;
}

/**
 * Runs the worker every `intervalMs` and at once when a delivery is queued on any instance (NOTIFY
 * at commit). Returns the stop function; a pass in flight finishes on its own.
 */
export function startDeliveryWorker(deps: AppDeps): () => void {
  const every = deps.env.deliveries.intervalMs;
  if (every <= 0) return () => {};
  let running = false;
  let again = false;
  let stopped = false;
  let adapters: Promise<ChannelAdapters> | undefined;
  const pass = () => {
    if (stopped) return;
    if (running) { again = true; return; }
    running = true;
    adapters ??= createChannelAdapters(deps);
    adapters
      .then((a) => runDeliveries(deps, { adapters: a }))
      .then((r) => { if (r.sent + r.failed + r.givenUp > 0) deps.log.info('notifications delivered', r); })
      .catch((err: unknown) => deps.log.error('delivery pass failed', { error: err instanceof Error ? err.message : String(err) }))
      .finally(() => {
        running = false;
        if (again) { again = false; pass(); }
      });
  };
  const timer = setInterval(pass, every);
  timer.unref();
  const unsubscribe = deps.bus.subscribe(CHANNELS.deliveryQueued, pass);
  pass();
  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
