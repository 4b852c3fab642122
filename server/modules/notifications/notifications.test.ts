import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointments, doctors, notifications, patients, recentActivities, scheduleSlots, userPreferences } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import { bookFor, followReturn, payAtEsewaSandbox, rawClient, startOk, type Raw } from '../../testing/payment-fixtures';
import { localDateTime } from '../../lib/zoned-time';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { formatBs } from '../../../contracts/bikram-sambat';
import type { NotificationListResponse } from '../../../contracts/notifications';
import type { Activity } from '../../../contracts/activities';

let h: Harness;
let f: Fixtures;
let raw: Raw;
beforeAll(async () => {
  h = await createHarness();
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
});
afterAll(async () => { await h.close(); });

const LIST = '/api/v1/patient/notifications/get';
const MARK = '/api/v1/patient/notifications/mark-read';

async function seedNotes(patientId: string, n: number, read: (i: number) => boolean) {
  const now = Date.now();
  await h.deps.db.insert(notifications).values(Array.from({ length: n }, (_, i) => ({
    patientId, title: `Note ${i}`, message: `Message ${i}`, category: 'informational' as const, isRead: read(i), createdAt: new Date(now - i * 60_000),
  })));
}
const list = async (token: string, qs: string) => ((await (await h.request(`${LIST}?${qs}`, { token })).json()) as NotificationListResponse).data;

describe('notifications', () => {
  it('pages 10 at a time, newest first, with the unread count and unreadOnly', async () => {
    const p = await h.createPatient();
    await seedNotes(p.patientId, 23, (i) => i % 2 === 1);
    const first = await list(p.token, 'limit=10&unreadOnly=false&page=1');
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0]).toMatchObject({ title: 'Note 0', message: 'Message 0', isRead: false, category: 'informational', link: null });
    expect(Object.keys(first.notifications[0]!).sort()).toEqual(['category', 'createdAt', 'id', 'isRead', 'link', 'message', 'title']);
    expect(first.summary).toEqual({ unread: 12 });
    expect(first.pagination).toEqual({ page: 1, limit: 10, hasNext: true });
    const third = await list(p.token, 'limit=10&unreadOnly=false&page=3');
    expect(third.notifications.map((n) => n.title)).toEqual(['Note 20', 'Note 21', 'Note 22']);
    expect(third.pagination.hasNext).toBe(false);
    const unread = await list(p.token, 'limit=10&unreadOnly=true&page=2');
    expect(unread.notifications).toHaveLength(2);
    expect(unread.notifications.every((n) => !n.isRead)).toBe(true);
    // Defaults: limit 10, page 1.
    expect((await list(p.token, '')).notifications).toHaveLength(10);
    expect((await h.request(`${LIST}?limit=0`, { token: p.token })).status).toBe(400);
    expect((await h.request(`${LIST}?unreadOnly=maybe`, { token: p.token })).status).toBe(400);
  });

  it('marks one read, lowers the count, is idempotent, and 404s another patient\'s', async () => {
    const p = await h.createPatient();
    const q = await h.createPatient();
    await seedNotes(p.patientId, 3, () => false);
    const [note] = (await list(p.token, '')).notifications;
    const res = await h.request(`${MARK}/${note!.id}`, { method: 'PATCH', token: p.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Notification marked as read', data: { id: note!.id, isRead: true, unread: 2 } });
    expect((await h.request(`${MARK}/${note!.id}`, { method: 'PATCH', token: p.token })).status).toBe(200);
    const after = await list(p.token, '');
    expect(after.summary.unread).toBe(2);
    expect(after.notifications.find((n) => n.id === note!.id)!.isRead).toBe(true);

    const other = after.notifications[1]!;
    const stranger = await h.request(`${MARK}/${other.id}`, { method: 'PATCH', token: q.token });
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).message).toBe(B.notificationNotFound);
    expect((await list(p.token, '')).summary.unread).toBe(2);
    expect((await list(q.token, '')).notifications).toHaveLength(0);
    const ne = await h.request(`${MARK}/${other.id}`, { method: 'PATCH', token: p.token, headers: { 'accept-language': 'ne' } });
    expect((await ne.json()).message).toBe('सूचना पढिएको भनी चिन्ह लगाइयो');
  });

  it('rows written before notices had kinds are returned as stored, in any language', async () => {
    const p = await h.createPatient();
    await seedNotes(p.patientId, 1, () => false);
    const res = await h.request(LIST, { token: p.token, headers: { 'accept-language': 'ne' } });
    expect(((await res.json()) as NotificationListResponse).data.notifications[0]).toMatchObject({ title: 'Note 0', message: 'Message 0' });
  });

  it('needs a signed-in patient', async () => {
    expect((await h.request(LIST)).status).toBe(401);
  });
});

describe('server-written text in the reader\'s language (issue 19)', () => {
  const ACTIVITY = '/api/v1/patient/recent-activity/activity';

  /** A booking paid with eSewa: a notification and an activity each for the booking and for the payment. */
  async function bookAndPay(language: 'en' | 'ne') {
    const p = await completePatient(h);
    await h.deps.db.insert(userPreferences).values({ patientId: p.patientId, language });
    const id = await bookFor(h, f, p.token);
    await followReturn(raw, await payAtEsewaSandbox(raw, await startOk(h, p.token, id, 'esewa')));
    const [slot] = await h.deps.db.select({ startsAt: scheduleSlots.startsAt }).from(appointments)
      .innerJoin(scheduleSlots, eq(appointments.slotId, scheduleSlots.id)).where(eq(appointments.id, id));
    return { ...p, id, startsAt: slot!.startsAt };
  }
  async function read(token: string, language: string) {
    // The request's own zone differs from the profile's: dates follow the profile.
    const headers = { 'accept-language': language, 'x-timezone': 'America/New_York' };
    const notes = ((await (await h.request(LIST, { token, headers })).json()) as NotificationListResponse).data.notifications;
    const acts = ((await (await h.request(ACTIVITY, { token, headers })).json()) as { data: { activities: Activity[] } }).data.activities;
    return { notes, acts };
  }
  const kathmanduDay = (at: Date) => localDateTime(at, 'Asia/Kathmandu').date;

  it('written while the patient read English, read in Nepali: Nepali words, BS date and Devanagari digits', async () => {
    const p = await bookAndPay('en');
    // A doctor's Devanagari name, known only after the booking, is not used: the notice keeps the names of its time.
    await h.deps.db.update(doctors).set({ firstNameNe: 'राम', lastNameNe: 'थापा' }).where(eq(doctors.id, f.doctorId));
    // What is stored beside the kind is the English of the time.
    const stored = await h.deps.db.select().from(notifications).where(eq(notifications.patientId, p.patientId));
    expect(stored.map((n) => n.title).sort()).toEqual([B.nBookedTitle, R.nPaidTitle].sort());
    expect(stored.find((n) => n.template === 'payment_completed')!.params).toMatchObject({
      gateway: 'esewa', amountPaisa: 51_000, doctor: { id: f.doctorId, firstName: 'Ram', lastName: 'Thapa' },
    });

    const { notes, acts } = await read(p.token, 'ne');
    const bsNe = formatBs(kathmanduDay(p.startsAt), 'ne');
    expect(notes.map((n) => n.title)).toEqual(['भुक्तानी सफल भयो', 'बुकिङ प्राप्त भयो']);
    const booked = notes[1]!;
    expect(booked.message).toMatch(/^डा\. Ram Thapaसँग /);
    expect(booked.message).toContain(`सँग ${bsNe}, `);
    expect(booked.message).not.toMatch(/[0-9]/);
    expect(notes[0]!.message).toContain('इसेवा बाट गरेको रु. ५१० भुक्तानी');
    expect(acts.map((a) => [a.kind, a.title])).toEqual([['payment_completed', 'भुक्तानी सफल भयो'], ['appointment_booked', 'बुकिङ प्राप्त भयो']]);
    expect(acts[0]!.description).toBe('डा. Ram Thapa का लागि इसेवा बाट रु. ५१० भुक्तानी');
    expect(acts[1]!.description).toMatch(new RegExp(`^डा\\. Ram Thapa · ${bsNe}, [०-९]+:[०-९]{2} (पूर्वाह्न|अपराह्न) \\(`));

    // Archiving answers the activity in the reader's language too.
    const archived = await h.request(`/api/v1/patient/recent-activity/archive/${acts[0]!.id}`, { method: 'PATCH', token: p.token, headers: { 'accept-language': 'ne' } });
    expect(((await archived.json()) as { data: Activity }).data).toMatchObject({ title: 'भुक्तानी सफल भयो', isArchived: true });
  });

  it('written while the patient read Nepali, read in English: English with the BS date beside the AD one, in the profile\'s zone', async () => {
    const p = await bookAndPay('ne');
    await h.deps.db.update(patients).set({ timeZone: 'Asia/Kathmandu' }).where(eq(patients.id, p.patientId));
    const stored = await h.deps.db.select().from(recentActivities).where(eq(recentActivities.patientId, p.patientId));
    expect(stored.map((a) => a.title).sort()).toEqual(['बुकिङ प्राप्त भयो', 'भुक्तानी सफल भयो']);

    const { notes, acts } = await read(p.token, 'en');
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', weekday: 'short', day: 'numeric', month: 'short' }).format(p.startsAt);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(p.startsAt);
    const when = `${day}, ${time} · ${formatBs(kathmanduDay(p.startsAt), 'en')}`;
    expect(notes.map((n) => n.title)).toEqual([R.nPaidTitle, B.nBookedTitle]);
    expect(notes[1]!.message).toBe(`Your appointment with Dr. Ram Thapa on ${when} is waiting for the doctor’s confirmation.`);
    expect(notes[0]!.message).toBe(`We received your eSewa payment of Rs. 510 for your appointment with Dr. Ram Thapa. Invoice ${/INV-\d{4}-\d{6}/.exec(notes[0]!.message)![0]} is in Payments.`);
    expect(acts.map((a) => a.description)).toEqual(['eSewa payment of Rs. 510 for Dr. Ram Thapa', `Dr. Ram Thapa · ${when}`]);

    // The same rows, asked for in Nepali again.
    expect((await read(p.token, 'ne')).notes[1]!.title).toBe('बुकिङ प्राप्त भयो');
  });

  it('names the doctor in Devanagari in Nepali when the directory has the Devanagari name', async () => {
    await h.deps.db.update(doctors).set({ firstNameNe: 'राम', lastNameNe: 'थापा' }).where(eq(doctors.id, f.doctorId));
    const p = await bookAndPay('en');
    const { notes, acts } = await read(p.token, 'ne');
    expect(notes[1]!.message).toMatch(/^डा\. राम थापासँग /);
    expect(acts[0]!.description).toBe('डा. राम थापा का लागि इसेवा बाट रु. ५१० भुक्तानी');
    expect((await read(p.token, 'en')).notes[1]!.message).toMatch(/^Your appointment with Dr\. Ram Thapa on /);
  });
});
