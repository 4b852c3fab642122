// Every notice the server can send reads in the reader's language (issue 33): each kind renders in
// English and in Nepali, the Nepali with no Latin word but the values it quotes (a file's name, an
// invoice number, a person's name, a reason as written), and the demo patient's seeded bell reads
// Nepali for a Nepali reader, and so does their recent activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { DEMO_PATIENT, seedDatabase } from '../../db/seed/index';
import { noticeCategory } from '../deliveries/channels';
import { clinicWords, NOTICE_KINDS, renderNotice, renderStored, type NoticeKind, type NoticeParams } from '../../lib/notice-render';
import type { NotificationListResponse } from '../../../contracts/notifications';
import type { Activity } from '../../../contracts/activities';

/** Every kind of notice the server writes: a new one must be added here, and so rendered below. */
const KINDS: readonly NoticeKind[] = [
  'appointment_booked', 'appointment_confirmed', 'appointment_reschedule_requested', 'appointment_proposed',
  'appointment_rescheduled', 'appointment_canceled', 'appointment_canceled_by_doctor', 'appointment_completed',
  'appointment_reminder', 'appointment_reminder_family', 'payment_completed', 'payment_duplicate', 'payment_failed',
  'refund_requested', 'refund_completed', 'refund_rejected', 'lab_report_uploaded', 'review_posted',
  'prescription_issued', 'lab_result_ready', 'chat_reply', 'feedback_requested', 'clinic_message', 'phone_verified',
  'medicine_order_requested', 'medicine_order_quoted', 'medicine_order_not_filled', 'medicine_order_ready', 'medicine_order_collected', 'medicine_order_expired',
  'complaint_handled', 'fraud_report_handled',
];

const doctor = { id: 'd1', firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' };
/** Values a notice quotes as they were written: the only Latin a Nepali notice may show. */
const QUOTED = { invoice: 'INV-2083-0042', fileName: 'cbc-report.pdf', name: 'Maya', reason: 'Doctor on leave' };
const PARAMS: NoticeParams = {
  doctor, pharmacy: { name: 'Bir Pharmacy', nameNe: 'बीर फार्मेसी' }, at: '2026-12-01T04:15:00Z', gateway: 'khalti', amountPaisa: 150_050, ...QUOTED, appointmentId: 'a1',
  text: {
    en: { title: 'Monsoon health tip', message: 'Boil drinking water.' },
    ne: { title: 'मनसुनको स्वास्थ्य सुझाव', message: 'पिउने पानी उमालेर पिउनुहोस्।' },
  },
};
const LATIN_WORD = /[A-Za-z]+/g;
const withoutQuoted = (text: string) => Object.values(QUOTED).reduce((t, v) => t.split(v).join(''), text);

describe('every notice kind, in both languages', () => {
  it('the list is the server\'s', () => {
    expect([...KINDS].sort()).toEqual([...NOTICE_KINDS].sort());
  });

  it.each(KINDS)('%s reads in English, and in Nepali with no Latin word but the quoted values', (kind) => {
    const en = renderNotice(kind, PARAMS, 'en', 'Asia/Kathmandu');
    const ne = renderNotice(kind, PARAMS, 'ne', 'Asia/Kathmandu');
    for (const text of [en.title, en.message, en.summary]) {
      expect(text, `${kind} en`).toMatch(/[A-Za-z]/);
      if (text === QUOTED.fileName) continue;
      expect(text, `${kind} en`).not.toMatch(/[\u0900-\u097F]|\{\w+\}/);
    }
    for (const text of [ne.title, ne.message, ne.summary]) {
      // A text that is only a quoted value (an upload's file name under its title) is as written.
      if (withoutQuoted(text) !== '') expect(text, `${kind} ne`).toMatch(/[\u0900-\u097F]/);
      expect(text, `${kind} ne`).not.toMatch(/\{\w+\}/);
      expect(withoutQuoted(text).match(LATIN_WORD), `${kind} ne: ${text}`).toBeNull();
    }
    expect(noticeCategory(kind)).toBeTruthy();
  });

  it('a clinic message is shown as written in each language; one stored without Nepali falls back to English', () => {
    expect(renderStored({ template: 'clinic_message', params: PARAMS }, 'ne', 'UTC')).toMatchObject({ title: 'मनसुनको स्वास्थ्य सुझाव', message: 'पिउने पानी उमालेर पिउनुहोस्।' });
    expect(renderStored({ template: 'clinic_message', params: PARAMS }, 'en', 'UTC')).toMatchObject({ title: 'Monsoon health tip' });
    expect(clinicWords({ en: { title: 'Hello', message: 'World' } }, 'ne')).toEqual({ title: 'Hello', message: 'World' });
  });
});

describe('the demo patient\'s seeded notifications', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
    await seedDatabase(h.deps.db);
    // The demo patient's Firebase user (the seed creates only the database rows); the emulator is shared by test files.
    try {
      await h.deps.auth.createUser({ uid: DEMO_PATIENT.uid, email: DEMO_PATIENT.email, password: DEMO_PATIENT.password, emailVerified: true });
    } catch (err) {
      if ((err as { code?: string }).code !== 'auth/uid-already-exists' && (err as { code?: string }).code !== 'auth/email-already-exists') throw err;
    }
    await h.deps.auth.setCustomUserClaims(DEMO_PATIENT.uid, { role: 'patient' });
    token = await h.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
  });
  afterAll(async () => { await h?.close(); });

  const list = async (language: string) => {
    const res = await h.request('/api/v1/patient/notifications/get?limit=50&unreadOnly=false&page=1', { token, headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    return ((await res.json()) as NotificationListResponse).data.notifications;
  };

  it('all read Nepali with Accept-Language: ne, and English with en', async () => {
    const ne = await list('ne');
    expect(ne.length).toBeGreaterThanOrEqual(8);
    for (const n of ne) {
      // An invoice number is a value, quoted as it is printed on the invoice.
      expect(`${n.title} ${n.message}`.replace(/\bINV-[\d-]+/g, '').match(LATIN_WORD), `${n.title} / ${n.message}`).toBeNull();
      expect(n.title).toMatch(/[\u0900-\u097F]/);
    }
    const en = await list('en');
    expect(en.map((n) => n.id)).toEqual(ne.map((n) => n.id));
    for (const n of en) expect(`${n.title} ${n.message}`, n.title).not.toMatch(/[\u0900-\u097F]/);
    expect(en.map((n) => n.title)).toEqual(expect.arrayContaining(['Lab result ready', 'How was your visit?', 'Monsoon health tip', 'Swasthya is now in Nepali']));
  });

  const activities = async (language: string, archived: boolean) => {
    const res = await h.request(`/api/v1/patient/recent-activity/activity?archived=${archived}&page=1&limit=50`, { token, headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { activities: Activity[] } }).data.activities;
  };

  it('their recent and archived activity reads Nepali with Accept-Language: ne, and English with en', async () => {
    const ne = [...(await activities('ne', false)), ...(await activities('ne', true))];
    expect(ne.length).toBeGreaterThanOrEqual(7);
    for (const a of ne) {
      expect(`${a.title} ${a.description ?? ''}`.match(LATIN_WORD), `${a.kind}: ${a.title} / ${a.description}`).toBeNull();
      expect(a.title).toMatch(/[\u0900-\u097F]/);
    }
    const en = [...(await activities('en', false)), ...(await activities('en', true))];
    expect(en.map((a) => a.id)).toEqual(ne.map((a) => a.id));
    for (const a of en) expect(`${a.title} ${a.description ?? ''}`, a.title).not.toMatch(/[\u0900-\u097F]/);
    expect(en.map((a) => a.title)).toEqual(expect.arrayContaining(['New prescription', 'Profile updated']));
  });
});
