// Concurrency between different kinds of actions on the same slot or appointment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { rescheduleRequests } from '../../db/schema';
import {
  appointmentRow, book, bookingBody, bookOk, completePatient, countAppointmentsOnSlots, doctorToken, eventCounts, slotIn, slotStatus,
} from '../../testing/booking-fixtures';

let h: Harness;
let f: Fixtures;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
});
afterAll(async () => { await h.close(); });

const P = '/api/v1/patient/appointment';

describe('races', () => {
  it('a reschedule hold and 15 bookings racing for one slot: exactly one wins', async () => {
    const owner = await completePatient(h);
    const id = await bookOk(h, owner.token, f, await slotIn(h, f, 72));
    const bookers = await Promise.all(Array.from({ length: 15 }, () => completePatient(h)));
    const target = await slotIn(h, f, 110);
    const [resched, ...bookings] = await Promise.all([
      h.request(`${P}/reschedule/${id}`, { method: 'POST', token: owner.token, body: { scheduleId: target } }),
      ...bookers.map((b) => book(h, b.token, bookingBody(f, target))),
    ]);
    const wins = [resched!, ...bookings].filter((r) => r.status === 200 || r.status === 201);
    expect(wins).toHaveLength(1);
    expect([resched!, ...bookings].filter((r) => r.status === 409)).toHaveLength(15);
    expect(await slotStatus(h, target)).toBe('booked');
    const onTarget = await countAppointmentsOnSlots(h, [target]);
    const requests = await h.deps.db.select().from(rescheduleRequests).where(eq(rescheduleRequests.appointmentId, id));
    if (resched!.status === 200) {
      expect(onTarget).toBe(0);
      expect(requests.map((r) => r.requestedSlotId)).toEqual([target]);
    } else {
      expect(onTarget).toBe(1);
      expect(requests).toHaveLength(0);
      expect((await appointmentRow(h, id)).status).toBe('pending');
    }
  });

  it('a patient cancel and a doctor confirm at once end in one consistent state', async () => {
    const dr = await doctorToken(h, f.doctorId);
    for (let i = 0; i < 5; i++) {
      const p = await completePatient(h);
      const slotId = await slotIn(h, f, 60 + i);
      const id = await bookOk(h, p.token, f, slotId);
      const [cancel, confirm] = await Promise.all([
        h.request(`${P}/cancel/${id}`, { method: 'POST', token: p.token, body: { reason: 'Changed plans' } }),
        h.request(`/api/v1/doctor/appointment/confirm/${id}`, { method: 'POST', token: dr }),
      ]);
      expect(cancel.status).toBe(200);
      const row = await appointmentRow(h, id);
      expect(row.status).toBe('canceled');
      expect(await slotStatus(h, slotId)).toBe('available');
      // Either the confirmation came first (then both changed the status) or it was refused.
      const expected = confirm.status === 200 ? 3 : 2;
      if (confirm.status !== 200) expect(confirm.status).toBe(409);
      expect(await eventCounts(h, id)).toEqual({ history: expected, notifications: expected, activities: expected });
    }
  });

  it('a replayed cancel (same Idempotency-Key) answers the first response again', async () => {
    const p = await completePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 80));
    const send = () => h.request(`${P}/cancel/${id}`, { method: 'POST', token: p.token, body: { reason: 'Sorry' }, headers: { 'idempotency-key': 'cancel-key-0001' } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await eventCounts(h, id)).toEqual({ history: 2, notifications: 2, activities: 2 });
  });
});
