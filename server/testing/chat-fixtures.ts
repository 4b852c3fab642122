// Test helpers for the chat (server tests only): a doctor, an appointment linking a patient to them,
// a doctor token, and a reader of server-sent event streams.
import type { Harness } from './harness';
import { appointmentValues, createFixtures, createFixtureSlot, type Fixtures } from '../db/fixtures';
import { appointments } from '../db/schema';
import { doctorToken } from './booking-fixtures';

export async function doctorWithToken(h: Harness): Promise<{ f: Fixtures; doctorId: string; token: string }> {
  const f = await createFixtures(h.deps.db);
  return { f, doctorId: f.doctorId, token: await doctorToken(h, f.doctorId) };
}

/** An appointment of `patientId` with the fixture doctor; returns its id. */
export async function appointmentWith(h: Harness, f: Fixtures, patientId: string, startsInDays = 3): Promise<string> {
  const slotId = await createFixtureSlot(h.deps.db, f, new Date(Date.now() + startsInDays * 86_400_000 + Math.floor(Math.random() * 1e6) * 60_000));
  const [row] = await h.deps.db.insert(appointments).values(appointmentValues(f, slotId, { patientId })).returning({ id: appointments.id });
  return row!.id;
}

export type SseEvent = { event: string; data: string; id?: string; comment?: boolean };

/** Reads an event stream until `done(events)` or the timeout, then cancels it. */
export async function readEvents(res: Response, done: (events: SseEvent[]) => boolean, timeoutMs = 10_000): Promise<SseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline && !done(events)) {
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now())));
      const chunk = await Promise.race([reader.read(), timeout]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const e: SseEvent = { event: 'message', data: '' };
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) e.comment = true;
          else if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
          else if (line.startsWith('id: ')) e.id = line.slice(4);
        }
        e.data = data.join('\n');
        events.push(e);
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}
