// Live updates without a reload (issue 29): one server-sent event stream per signed-in patient and
// per staff member. Whatever changes an appointment announces it by NOTIFY in its transaction
// (live/repository.ts); every instance's open streams hear it (server/lib/bus.ts) and tell their
// own caller `event: appointment` with its id when it is theirs to see: the patient's own, the
// clinic's for its staff (a doctor: their own). A doctor's stream also says `event: chat` when one
// of their conversations gets a message. The app then asks again what changed (the data never
// travels on the stream). Heartbeat every 15 s; the stream ends after a minute (the app reopens it)
// or when the server drains; after the bus reconnected (notifications may be lost) it says `resync`.
import { streamSSE } from 'hono/streaming';
import type { Context } from 'hono';
import type { AppEnv, AppDeps, StaffCaller } from '../../context';
import { CHANNELS } from '../../lib/bus';
import { LIVE_FALLBACK_POLL_MS, LIVE_STREAM_SECONDS } from '../../../contracts/live';
import { clinicDoctorIds, threadDoctorId } from './repository';

export const LIVE_HEARTBEAT_MS = 15_000;

type Change = { a: string; p: string; d: string; c: string | null };
type Out = { event: 'appointment' | 'chat' | 'resync'; data: string };

function parse(payload: string): Change | undefined {
  try {
    const v = JSON.parse(payload) as Change;
    return typeof v.a === 'string' && typeof v.p === 'string' && typeof v.d === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Which changes a caller sees; and, for a doctor, which conversations are theirs. */
export type LiveAudience = { appointment: (change: Change) => boolean; chatDoctorId?: string | undefined };

export const patientAudience = (patientId: string): LiveAudience => ({ appointment: (ch) => ch.p === patientId });

/** The clinic's appointments (at the clinic, or online with one of its doctors); a doctor's own. */
export async function staffAudience(deps: AppDeps, s: StaffCaller): Promise<LiveAudience> {
  const doctors = await clinicDoctorIds(deps.db, s.clinicId);
  const ofClinic = (ch: Change) => ch.c === s.clinicId || (ch.c === null && doctors.has(ch.d));
  if (s.role === 'doctor' && s.doctorId) {
    const doctorId = s.doctorId;
    return { appointment: (ch) => ch.d === doctorId && ofClinic(ch), chatDoctorId: doctorId };
  }
  return { appointment: ofClinic };
}

export function streamLiveEvents(c: Context<AppEnv>, audience: LiveAudience, opts: { streamMs?: number } = {}) {
  const { bus, db, log } = c.get('deps');
  const stopping = c.get('stopping');
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'no-store');
  return streamSSE(c, async (stream) => {
    let aborted = false;
    const queue: Out[] = [];
    let wake: (() => void) | undefined;
    const push = (out: Out) => { queue.push(out); wake?.(); };
    stream.onAbort(() => { aborted = true; wake?.(); });
    const unAppointments = bus.subscribe(CHANNELS.appointmentChanged, (payload) => {
      const change = parse(payload);
      if (change && audience.appointment(change)) push({ event: 'appointment', data: JSON.stringify({ id: change.a }) });
    });
    // A doctor's conversations: the thread's doctor, looked up once per thread.
    const mine = new Map<string, Promise<boolean>>();
    const unChat = audience.chatDoctorId
      ? bus.subscribe(CHANNELS.chatMessage, (threadId) => {
        let known = mine.get(threadId);
        if (!known) {
          known = threadDoctorId(db, threadId).then((d) => d === audience.chatDoctorId, () => false);
          mine.set(threadId, known);
        }
        void known.then((ok) => { if (ok) push({ event: 'chat', data: JSON.stringify({ threadId }) }); });
      })
      : () => undefined;
    const unReconnect = bus.onReconnect(() => push({ event: 'resync', data: '{}' }));
    const onStop = () => wake?.();
    stopping?.addEventListener('abort', onStop);
    await bus.listening(CHANNELS.appointmentChanged);
    if (audience.chatDoctorId) await bus.listening(CHANNELS.chatMessage);
    // Listening from here on: the app (re)reads what it shows after this event, so nothing is missed.
    await stream.writeSSE({ event: 'ready', data: JSON.stringify({ pollMs: LIVE_FALLBACK_POLL_MS }), retry: 2000 });
    const endAt = Date.now() + (opts.streamMs ?? LIVE_STREAM_SECONDS * 1000);
    let heartbeatAt = Date.now() + LIVE_HEARTBEAT_MS;
    try {
      while (!aborted && !stopping?.aborted && Date.now() < endAt) {
        while (queue.length > 0 && !aborted) await stream.writeSSE(queue.shift()!);
        if (Date.now() >= heartbeatAt) {
          await stream.write(': heartbeat\n\n');
          heartbeatAt = Date.now() + LIVE_HEARTBEAT_MS;
        }
        if (queue.length > 0 || aborted || stopping?.aborted) continue;
        const waitMs = Math.max(0, Math.min(heartbeatAt, endAt) - Date.now());
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wake = () => { clearTimeout(timer); resolve(); };
        });
        wake = undefined;
      }
      if (!aborted) await stream.writeSSE({ event: 'end', data: JSON.stringify({ reconnect: true }) });
    } catch (err) {
      if (!aborted) log.warn('live event stream ended by an error', { error: (err as Error).message.slice(0, 200) });
    } finally {
      unAppointments();
      unChat();
      unReconnect();
      stopping?.removeEventListener('abort', onStop);
    }
  });
}
