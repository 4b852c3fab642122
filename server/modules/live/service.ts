// Live updates without a reload (issue 29): one server-sent event stream per signed-in patient and
// per staff member. Whatever changes an appointment announces it by NOTIFY in its transaction
// (live/repository.ts); every instance's open streams hear it (server/lib/bus.ts) and tell their
// own caller `event: appointment` with its id when it is theirs to see: the patient's own, the
// clinic's for its staff (a doctor: their own). A doctor's stream also says `event: chat` when one
// of their conversations gets a message; a patient's says `event: schedule` with a doctor's id when the
// clinic sets or removes that doctor's day off. The app then asks again what changed (the data never
// travels on the stream). Heartbeat every 15 s; the stream ends after a minute (the app reopens it)
// or when the server drains; after the bus reconnected (notifications may be lost) it says `resync`.
import { streamSSE } from 'hono/streaming';
import type { Context } from 'hono';
import type { AppEnv, AppDeps, StaffCaller } from '../../context';
import { CHANNELS } from '../../lib/bus';
import { eventLoop } from '../../lib/event-stream';
import { LIVE_FALLBACK_POLL_MS, LIVE_STREAM_SECONDS } from '../../../contracts/live';
import { clinicDoctorIds, threadDoctorId } from './repository';

export const LIVE_HEARTBEAT_MS = 15_000;

type Change = { a: string; p: string; d: string; c: string | null };
type Out = { event: 'appointment' | 'chat' | 'schedule' | 'resync'; data: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(payload: string): Change | undefined {
  try {
    const v = JSON.parse(payload) as Change;
    return typeof v.a === 'string' && typeof v.p === 'string' && typeof v.d === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Which changes a caller sees; for a doctor, which conversations are theirs; whether doctors' schedule changes. */
export type LiveAudience = { appointment: (change: Change) => boolean; chatDoctorId?: string | undefined; schedules?: boolean };

/** A patient: their own appointments, and any doctor's day off (a booking page they have open follows it). */
export const patientAudience = (patientId: string): LiveAudience => ({ appointment: (ch) => ch.p === patientId, schedules: true });

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
    const loop = eventLoop(stream, stopping);
    const queue: Out[] = [];
    const push = (out: Out) => { queue.push(out); loop.wake(); };
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
    // A doctor's bookable times (public: what their booking page shows anyway).
    const unSchedules = audience.schedules
      ? bus.subscribe(CHANNELS.scheduleChanged, (doctorId) => {
        if (UUID.test(doctorId)) push({ event: 'schedule', data: JSON.stringify({ doctorId }) });
      })
      : () => undefined;
    const unReconnect = bus.onReconnect(() => push({ event: 'resync', data: '{}' }));
    await bus.listening(CHANNELS.appointmentChanged);
    if (audience.chatDoctorId) await bus.listening(CHANNELS.chatMessage);
    if (audience.schedules) await bus.listening(CHANNELS.scheduleChanged);
    // Listening from here on: the app (re)reads what it shows after this event, so nothing is missed.
    await stream.writeSSE({ event: 'ready', data: JSON.stringify({ pollMs: LIVE_FALLBACK_POLL_MS }), retry: 2000 });
    try {
      await loop.run({
        streamMs: opts.streamMs ?? LIVE_STREAM_SECONDS * 1000,
        heartbeatMs: LIVE_HEARTBEAT_MS,
        write: async () => { while (queue.length > 0 && !loop.aborted) await stream.writeSSE(queue.shift()!); },
        due: () => queue.length > 0,
        onError: (err) => log.warn('live event stream ended by an error', { error: err.message.slice(0, 200) }),
      });
    } finally {
      unAppointments();
      unChat();
      unSchedules();
      unReconnect();
    }
  });
}
