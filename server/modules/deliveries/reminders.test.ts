// Issue 16: appointment reminders 24 h and 2 h before, once each even with three schedulers racing,
// out of quiet hours, off when the patient turns them off, and by SMS to the family member booked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { createDb } from '../../db/client';
import type { AppDeps } from '../../context';
import { appointmentReminders, familyMembers, notifications, patients } from '../../db/schema';
import { book, bookingBody, bookOk, slotIn } from '../../testing/booking-fixtures';
import { json, startSmsGateway, type Fake } from '../../testing/channel-fakes';
import { channelsByKind, deliveriesOfPatient, reachablePatient, zoneAtHour } from '../../testing/delivery-fixtures';
import { scheduleSlots, appointments } from '../../db/schema';
import { reminderSendAt } from './quiet-hours';
import { dueReminder, runReminders } from './reminders';
import { runDeliveries } from './worker';

let h: Harness;
let f: Fixtures;
let sms: Fake;
beforeAll(async () => {
  sms = await startSmsGateway();
  h = await createHarness({ SMS_URL: sms.url });
  f = await createFixtures(h.deps.db);
});
afterAll(async () => {
  await h.close();
  await sms.close();
});

const HOUR = 3_600_000;
const startsAtOf = async (appointmentId: string) => {
  const [row] = await h.deps.db.select({ at: scheduleSlots.startsAt }).from(appointments)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, appointments.slotId)).where(eq(appointments.id, appointmentId));
  return row!.at;
};
const remindersOf = (appointmentId: string) => h.deps.db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, appointmentId));
/** A patient whose appointment ~30 h ahead is at midday in their zone (so neither reminder falls in quiet hours). */
async function bookedMidday(language: 'en' | 'ne' = 'en') {
  const p = await reachablePatient(h, { language });
  const id = await bookOk(h, p.token, f, await slotIn(h, f, 30));
  const startsAt = await startsAtOf(id);
  await h.deps.db.update(patients).set({ timeZone: zoneAtHour(12, startsAt) }).where(eq(patients.id, p.patientId));
  return { ...p, id, startsAt };
}

describe('when a reminder is sent (quiet hours 21:00–07:00)', () => {
  // Kathmandu is UTC+5:45: local 08:00 on 1 Dec 2026 is 02:15Z.
  const ktm = (local: string) => new Date(new Date(`${local}Z`).getTime() - (5 * 60 + 45) * 60_000);
  const at = (start: string, lead: number) => reminderSendAt(ktm(start), lead * HOUR, 'Asia/Kathmandu');

  it('at its time outside quiet hours', () => {
    expect(at('2026-12-01T12:00:00', 24)).toEqual(ktm('2026-11-30T12:00:00'));
    expect(at('2026-12-01T15:00:00', 2)).toEqual(ktm('2026-12-01T13:00:00'));
  });
  it('moved to 07:00 when that leaves at least half the lead; else to 20:59 the evening before', () => {
    expect(at('2026-12-01T08:00:00', 2)).toEqual(ktm('2026-12-01T07:00:00'));
    expect(at('2026-12-01T07:30:00', 2)).toEqual(ktm('2026-11-30T20:59:00'));
  });
  it('left in quiet hours when the appointment itself is in them', () => {
    expect(at('2026-12-01T22:30:00', 2)).toEqual(ktm('2026-12-01T20:30:00'));
    expect(at('2026-12-01T23:30:00', 2)).toEqual(ktm('2026-12-01T21:30:00'));
    expect(at('2026-12-01T06:30:00', 2)).toEqual(ktm('2026-12-01T04:30:00'));
  });
  it('none before its time, none for a booking made after it, none too close to the appointment', () => {
    const c = { startsAt: ktm('2026-12-02T12:00:00'), bookedAt: ktm('2026-11-20T10:00:00'), timeZone: 'Asia/Kathmandu', sent: [] as ('24h' | '2h')[] };
    expect(dueReminder(c, ktm('2026-12-01T11:59:00'))).toBeUndefined();
    expect(dueReminder(c, ktm('2026-12-01T12:00:00'))).toBe('24h');
    expect(dueReminder({ ...c, sent: ['24h'] }, ktm('2026-12-01T18:00:00'))).toBeUndefined();
    expect(dueReminder({ ...c, sent: ['24h'] }, ktm('2026-12-02T10:00:00'))).toBe('2h');
    // Not sent in time (a server down): the 24 h one is dropped for the 2 h one.
    expect(dueReminder(c, ktm('2026-12-02T10:30:00'))).toBe('2h');
    expect(dueReminder({ ...c, bookedAt: ktm('2026-12-02T01:00:00') }, ktm('2026-12-02T05:00:00'))).toBeUndefined();
    expect(dueReminder(c, ktm('2026-12-02T11:50:00'))).toBeUndefined();
  });
});

describe('the reminder scheduler (issue 16)', () => {
  it('three instances racing record each reminder once, and three workers send its SMS once', async () => {
    const booked = await Promise.all([bookedMidday('ne'), bookedMidday(), bookedMidday()]);
    const now = new Date(Math.max(...booked.map((b) => b.startsAt.getTime())) - 24 * HOUR + 60_000);
    // Three server instances: each its own pool on the one database.
    const instances = [0, 1, 2].map(() => createDb(h.database.url, { max: 3 }));
    const deps = instances.map(({ db }): AppDeps => ({ ...h.deps, db }));
    try {
      const counts = await Promise.all(deps.map((d) => runReminders(d, { now, batch: 1 })));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      for (const b of booked) {
        expect((await remindersOf(b.id)).map((r) => r.kind)).toEqual(['24h']);
        expect(await channelsByKind(h, b.patientId)).toMatchObject({ appointment_reminder: ['email', 'sms'] });
      }
      // Again, all three: nothing more.
      expect((await Promise.all(deps.map((d) => runReminders(d, { now })))).reduce((a, b) => a + b, 0)).toBe(0);

      await Promise.all(deps.map((d) => runDeliveries(d, { batch: 1 })));
      for (const b of booked) {
        const smsRow = (await deliveriesOfPatient(h, b.patientId)).find((r) => r.kind === 'appointment_reminder' && r.delivery.channel === 'sms')!.delivery;
        expect(smsRow.status).toBe('sent');
        expect(sms.received.filter((r) => r.headers['idempotency-key'] === smsRow.id)).toHaveLength(1);
      }
      const ne = sms.received.map(json).find((m) => String(m['text']).startsWith('सम्झना:'));
      expect(String(ne?.['text'])).toMatch(/^सम्झना: डा\. Ram Thapaसँग तपाईंको अपोइन्टमेन्ट .+ मा छ।$/);

      // Two hours before: the 2 h reminder, once.
      const later = new Date(Math.max(...booked.map((b) => b.startsAt.getTime())) - 2 * HOUR + 60_000);
      expect((await Promise.all(deps.map((d) => runReminders(d, { now: later })))).reduce((a, b) => a + b, 0)).toBe(3);
      for (const b of booked) expect((await remindersOf(b.id)).map((r) => r.kind).sort()).toEqual(['24h', '2h']);
    } finally {
      await Promise.all(instances.map((i) => i.pool.end()));
    }
  });

  it('a patient who turned reminders off gets none; the bell notification of a reminder opens the appointment', async () => {
    const off = await bookedMidday();
    const res = await h.request('/api/v1/patient/user/notification-channels', { method: 'PUT', token: off.token, body: { reminders: false } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.reminders).toBe(false);
    const on = await bookedMidday();
    const now = new Date(Math.max(off.startsAt.getTime(), on.startsAt.getTime()) - 24 * HOUR + 60_000);
    await runReminders(h.deps, { now });
    expect(await remindersOf(off.id)).toHaveLength(0);
    expect((await channelsByKind(h, off.patientId))['appointment_reminder']).toBeUndefined();
    const [note] = await h.deps.db.select().from(notifications)
      .where(and(eq(notifications.patientId, on.patientId), eq(notifications.template, 'appointment_reminder')));
    expect(note).toMatchObject({ link: `/appointments/${on.id}`, category: 'important_whatsapp', title: 'Appointment reminder' });
  });

  it('quiet hours: the 2 h reminder of an 08:00 appointment waits for 07:00', async () => {
    const p = await reachablePatient(h);
    const id = await bookOk(h, p.token, f, await slotIn(h, f, 30));
    const startsAt = await startsAtOf(id);
    await h.deps.db.update(patients).set({ timeZone: zoneAtHour(8, startsAt) }).where(eq(patients.id, p.patientId));
    await runReminders(h.deps, { now: new Date(startsAt.getTime() - 24 * HOUR + 60_000) });
    expect((await remindersOf(id)).map((r) => r.kind)).toEqual(['24h']);
    // 06:00 local: due by the clock, but in quiet hours.
    await runReminders(h.deps, { now: new Date(startsAt.getTime() - 2 * HOUR + 60_000) });
    expect((await remindersOf(id)).map((r) => r.kind)).toEqual(['24h']);
    await runReminders(h.deps, { now: new Date(startsAt.getTime() - HOUR + 60_000) });
    expect((await remindersOf(id)).map((r) => r.kind).sort()).toEqual(['24h', '2h']);
  });

  it('by SMS to the family member the appointment is for, in the patient\'s language', async () => {
    const p = await reachablePatient(h);
    const [member] = await h.deps.db.insert(familyMembers).values({
      patientId: p.patientId, firstName: 'Maya', lastName: 'Rai', relation: 'mother', phone: '9812345678',
    }).returning({ id: familyMembers.id });
    const res = await book(h, p.token, bookingBody(f, await slotIn(h, f, 30), { familyMemberId: member!.id }));
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    const startsAt = await startsAtOf(id);
    await h.deps.db.update(patients).set({ timeZone: zoneAtHour(12, startsAt) }).where(eq(patients.id, p.patientId));
    await runReminders(h.deps, { now: new Date(startsAt.getTime() - 24 * HOUR + 60_000) });
    expect(await channelsByKind(h, p.patientId)).toMatchObject({ 'appointment_reminder:family': ['sms'], appointment_reminder: ['email', 'sms'] });
    await runDeliveries(h.deps);
    const family = (await deliveriesOfPatient(h, p.patientId)).find((r) => r.delivery.recipient === 'family')!.delivery;
    expect(family).toMatchObject({ status: 'sent', address: '+9779812345678' });
    const text = json(sms.received.find((r) => r.headers['idempotency-key'] === family.id)!);
    expect(text).toMatchObject({ to: '+9779812345678' });
    expect(String(text['text'])).toMatch(/^Maya, reminder: your appointment with Dr\. Ram Thapa is on .+\.$/);
  });
});
