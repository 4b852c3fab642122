import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { appointments, familyMembers, patients } from '../../db/schema';
import {
  appointmentRow, book, bookingBody, completePatient, countAppointmentsOnSlots, eventCounts, slotIn, slotStatus,
} from '../../testing/booking-fixtures';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { serviceChargePaisa } from '../../../contracts/appointments';

let h: Harness;
let f: Fixtures;
let other: Fixtures;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  other = await createFixtures(h.deps.db);
});
afterAll(async () => { await h.close(); });

type ErrorBody = { message: string; errorList?: { field: string; message: string }[] };
const fields = (b: ErrorBody) => Object.fromEntries((b.errorList ?? []).map((e) => [e.field, e.message]));

describe('POST /appointment/book', () => {
  it('books an available slot: 201, slot booked, pending, history + notification + activity', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 72);
    const res = await book(h, p.token, bookingBody(f, slotId, { paymentOption: 'online' }), { 'x-timezone': 'Asia/Kathmandu' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe(B.appointmentBooked);
    expect(body.data).toMatchObject({
      status: 'pending', type: 'clinic', appointmentType: 'in_person', amount: 50_000, serviceCharge: 1_000, total: 51_000,
      reason: 'Fever for three days', comments: 'Worse at night', paymentOption: 'online', paymentStatus: 'unpaid',
      patientInfo: { firstName: 'Sita', relation: 'self', countryCode: '+977' }, canCancel: true, canReschedule: true,
      doctor: { id: f.doctorId, firstName: 'Ram', specialization: { nameEn: 'Fixture Medicine' } },
    });
    // ICU names Kathmandu by its canonical id, Asia/Katmandu.
    expect(['Asia/Kathmandu', 'Asia/Katmandu']).toContain(body.data.timeZone);
    expect(body.data.statusHistory).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: 'patient' })]);
    expect(await slotStatus(h, slotId)).toBe('booked');
    expect(await eventCounts(h, body.data.id)).toEqual({ history: 1, notifications: 1, activities: 1 });
  });

  it('50 concurrent bookings of one slot by 50 patients: exactly one 201, 49 × 409, one appointment row', async () => {
    const people = [];
    for (let i = 0; i < 5; i++) people.push(...(await Promise.all(Array.from({ length: 10 }, () => completePatient(h)))));
    const slotId = await slotIn(h, f, 96);
    const results = await Promise.all(people.map((p) => book(h, p.token, bookingBody(f, slotId))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const loser = results.find((r) => r.status === 409)!;
    const body = (await loser.json()) as ErrorBody;
    expect(body.message).toBe(B.slotTaken);
    expect(fields(body)).toEqual({ 'slot.scheduleId': B.slotTaken });
    expect(await countAppointmentsOnSlots(h, [slotId])).toBe(1);
    expect(await slotStatus(h, slotId)).toBe('booked');
  }, 120_000);

  it('replays the first response for the same Idempotency-Key and creates one appointment', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 80);
    const headers = { 'idempotency-key': 'book-key-0001' };
    const first = await book(h, p.token, bookingBody(f, slotId), headers);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await book(h, p.token, bookingBody(f, slotId), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await countAppointmentsOnSlots(h, [slotId])).toBe(1);
    // Concurrent duplicates also make one appointment.
    const slot2 = await slotIn(h, f, 81);
    const dup = await Promise.all([1, 2, 3].map(() => book(h, p.token, bookingBody(f, slot2), { 'idempotency-key': 'book-key-0002' })));
    expect(dup.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(dup.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await countAppointmentsOnSlots(h, [slot2])).toBe(1);
  });

  it('refuses a past slot, another doctor\'s slot, a wrong fee and a blocked slot with errorList', async () => {
    const p = await completePatient(h);
    const past = await slotIn(h, f, -2);
    const res1 = await book(h, p.token, bookingBody(f, past));
    expect(res1.status).toBe(422);
    expect(fields(await res1.json())).toEqual({ 'slot.scheduleId': B.slotPast });

    const othersSlot = await slotIn(h, other, 50);
    const res2 = await book(h, p.token, bookingBody(f, othersSlot));
    expect(res2.status).toBe(422);
    expect(fields(await res2.json())).toEqual({ 'slot.scheduleId': B.slotOtherDoctor });

    const slotId = await slotIn(h, f, 50);
    const res3 = await book(h, p.token, bookingBody(f, slotId, { slot: { scheduleId: slotId, fee: 40_000 } }));
    expect(res3.status).toBe(422);
    expect(fields(await res3.json())).toEqual({ 'slot.fee': B.feeMismatch });

    const blocked = await slotIn(h, f, 50, { status: 'blocked' });
    const res4 = await book(h, p.token, bookingBody(f, blocked));
    expect(res4.status).toBe(409);
    expect(fields(await res4.json())).toEqual({ 'slot.scheduleId': B.slotUnavailable });

    const missing = await book(h, p.token, bookingBody(f, '00000000-0000-4000-8000-000000000000'));
    expect(missing.status).toBe(404);
    expect(fields(await missing.json())).toEqual({ 'slot.scheduleId': B.slotNotFound });
    expect(await slotStatus(h, slotId)).toBe('available');
  });

  it('refuses an incomplete profile naming the missing fields, and an under-18 patient', async () => {
    const slotId = await slotIn(h, f, 60);
    const incomplete = await h.createPatient();
    const res = await book(h, incomplete.token, bookingBody(f, slotId));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe(B.profileIncomplete);
    expect(fields(body)).toEqual({
      phoneNumber: M.required, dateOfBirth: M.required, bloodGroup: M.required, gender: M.required, city: M.required,
    });

    const young = await completePatient(h);
    const dob = `${new Date().getUTCFullYear() - 17}-01-01`;
    await h.deps.db.update(patients).set({ dateOfBirth: dob }).where(eq(patients.id, young.patientId));
    const res2 = await book(h, young.token, bookingBody(f, slotId));
    expect(res2.status).toBe(422);
    expect(fields(await res2.json())).toEqual({ dateOfBirth: M.underAge });
    expect(await slotStatus(h, slotId)).toBe('available');
  });

  it('validates the form: required fields, terms, payment option, Nepali mobile', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 61);
    const res = await book(h, p.token, bookingBody(f, slotId, {
      termsAccepted: false, paymentOption: 'cheque', reasonForVisit: '  ',
      patientInfo: { firstName: 'Sita', lastName: '', phoneNumber: '12345', email: 'x', bloodGroup: 'C+', gender: 'female' },
    }));
    expect(res.status).toBe(400);
    expect(fields(await res.json())).toEqual({
      termsAccepted: B.termsRequired, paymentOption: M.invalidOption, reasonForVisit: M.required,
      'patientInfo.lastName': M.required, 'patientInfo.phoneNumber': M.invalidPhone, 'patientInfo.email': M.invalidEmail,
      'patientInfo.bloodGroup': M.invalidOption,
    });
    const noTerms = await book(h, p.token, { ...bookingBody(f, slotId), termsAccepted: undefined });
    expect(fields(await noTerms.json())).toEqual({ termsAccepted: B.termsRequired });
    const ne = await book(h, p.token, bookingBody(f, slotId, { termsAccepted: false }), { 'accept-language': 'ne' });
    expect(fields(await ne.json()).termsAccepted).toBe('तपाईंले नियम तथा सर्तहरूमा सहमति जनाउनुपर्छ।');
  });

  it('books for the caller\'s own family member only', async () => {
    const p = await completePatient(h);
    const stranger = await completePatient(h);
    const [mine] = await h.deps.db.insert(familyMembers).values({ patientId: p.patientId, firstName: 'Asha', lastName: 'Rai', relation: 'daughter', gender: 'female' }).returning();
    const [theirs] = await h.deps.db.insert(familyMembers).values({ patientId: stranger.patientId, firstName: 'Hari', lastName: 'K', relation: 'son', gender: 'male' }).returning();
    const slotId = await slotIn(h, f, 70);
    const refused = await book(h, p.token, bookingBody(f, slotId, { familyMemberId: theirs!.id }));
    expect(refused.status).toBe(404);
    expect(fields(await refused.json())).toEqual({ familyMemberId: B.familyMemberNotFound });
    const ok = await book(h, p.token, bookingBody(f, slotId, { familyMemberId: mine!.id, patientInfo: { ...bookingBody(f, slotId).patientInfo, firstName: 'Asha' } }));
    expect(ok.status).toBe(201);
    const { data } = await ok.json();
    expect(data).toMatchObject({ familyMemberId: mine!.id, patientInfo: { firstName: 'Asha', relation: 'daughter' } });
    expect((await appointmentRow(h, data.id)).patientId).toBe(p.patientId);
  });

  it('requires sign-in with the patient role', async () => {
    const slotId = await slotIn(h, f, 62);
    expect((await h.request('/api/v1/patient/appointment/book', { method: 'POST', body: bookingBody(f, slotId) })).status).toBe(401);
    const rows = await h.deps.db.select().from(appointments).where(eq(appointments.slotId, slotId));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /appointment/summary', () => {
  it('gives the fee and the wallet service charge (2 %, whole rupees up, capped at Rs. 100)', async () => {
    const p = await completePatient(h);
    const slotId = await slotIn(h, f, 40, { fee: 123_450 });
    const res = await h.request(`/api/v1/patient/appointment/summary?scheduleId=${slotId}&paymentOption=online`, { token: p.token });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      appointmentFee: 123_450, paymentOption: 'online', serviceCharge: 2_500, total: 125_950,
      options: { offline: { serviceCharge: 0, total: 123_450 }, online: { serviceCharge: 2_500, total: 125_950 } },
      slot: { id: slotId, status: 'available', clinicName: expect.stringContaining('Fixture Clinic') },
      doctor: { id: f.doctorId },
    });
    expect(serviceChargePaisa(100_000, 'online')).toBe(2_000);
    expect(serviceChargePaisa(1_000_000, 'online')).toBe(10_000);
    expect(serviceChargePaisa(100_000, 'offline')).toBe(0);
    expect(serviceChargePaisa(0, 'online')).toBe(0);
  });
});
