// The appointments service: a patient's list and details, booking (the rules of spec 5 and one slot,
// one appointment under any concurrency) and its payment summary. Changes to a booked appointment are
// in manage.ts (patient) and doctor-actions.ts (doctor); SQL in repository.ts.
import type { AppDeps } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { M, type Locale } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { MIN_AGE_YEARS } from '../../../contracts/options';
import { type PATIENT_RELATIONS } from '../../../contracts/record-options';
import { ageOn } from '../../../contracts/patient';
import {
  discountPaisa, serviceChargePaisa, WALLET_SERVICE_CHARGE_CAP_PAISA, WALLET_SERVICE_CHARGE_PERCENT,
  type Appointment, type AppointmentDetails, type AppointmentListQuerySchema, type BookAppointment,
} from '../../../contracts/appointments';
import type { FieldError } from '../../../contracts/common';
import type * as v from 'valibot';
import { findPatientById, type PatientRow } from '../patients/repository';
import { isProfileComplete } from '../patients/service';
import { findSlot } from '../schedules/repository';
import { toScheduleSlot } from '../schedules/service';
import { recordAppointmentEvent } from './events';
import {
  bookingDoctor, doctorDiscountPercent, familyMemberRelation, findAppointmentView, findUpcomingAppointment, holdSlot, insertAppointment,
  listPatientAppointments, statusHistoryOf, type Conn,
} from './repository';
import { slotNotTakenError, slotTakenError, usableSlot } from './slot-rules';
import { toAppointment, toAppointmentDetails } from './views';
import { now as clockNow } from '../../lib/clock';

export type ViewContext = { timeZone: string; locale: Locale };

export async function listAppointments(
  deps: AppDeps,
  patientId: string,
  q: v.InferOutput<typeof AppointmentListQuerySchema>,
  ctx: ViewContext,
) {
  const { rows, total } = await listPatientAppointments(deps.db, patientId, q);
  const now = clockNow();
  return {
    appointments: rows.map((r) => toAppointment(r, ctx.timeZone, ctx.locale, now)),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

/** An appointment with its history; another patient's (or doctor's) answers 404. */
export async function appointmentDetails(
  conn: Conn,
  id: string,
  scope: { patientId: string } | { doctorId: string },
  ctx: ViewContext,
): Promise<AppointmentDetails> {
  const row = await findAppointmentView(conn, id, scope);
  if (!row) throw new HttpError(404, B.appointmentNotFound);
  return toAppointmentDetails(row, await statusHistoryOf(conn, id), ctx.timeZone, ctx.locale);
}

export async function upcomingConsultation(deps: AppDeps, patientId: string, ctx: ViewContext): Promise<Appointment | null> {
  const row = await findUpcomingAppointment(deps.db, patientId);
  return row ? toAppointment(row, ctx.timeZone, ctx.locale) : null;
}

/** The profile fields booking needs that are missing or not acceptable (spec 5: complete profile, age ≥ 18). */
export function profileProblems(p: PatientRow, today = clockNow()): FieldError[] {
  const problems: FieldError[] = [];
  const required: [string, unknown][] = [
    ['firstName', p.firstName], ['lastName', p.lastName], ['countryCode', p.countryCode], ['phoneNumber', p.phone],
    ['email', p.email], ['dateOfBirth', p.dateOfBirth], ['bloodGroup', p.bloodGroup], ['gender', p.gender], ['city', p.city],
  ];
  for (const [field, value] of required) if (!value) problems.push({ field, message: M.required });
  if (p.dateOfBirth) {
    const [year, month, day] = p.dateOfBirth.split('-').map(Number);
    if (ageOn({ year: year!, month: month!, day: day! }, today) < MIN_AGE_YEARS) problems.push({ field: 'dateOfBirth', message: M.underAge });
  }
  // The account's own rule decides; the list above names the fields.
  if (problems.length === 0 && !isProfileComplete(p, today)) problems.push({ field: 'profile', message: B.profileIncomplete });
  return problems;
}

export async function bookAppointment(
  deps: AppDeps,
  patientId: string,
  input: BookAppointment,
  ctx: ViewContext,
): Promise<AppointmentDetails> {
  const { db } = deps;
  const patient = await findPatientById(db, patientId);
  if (!patient) throw new HttpError(404, M.profileNotFound);
  const problems = profileProblems(patient);
  if (problems.length > 0) throw new HttpError(422, B.profileIncomplete, problems);

  let relation: (typeof PATIENT_RELATIONS)[number] = 'self';
  if (input.familyMemberId) {
    const member = await familyMemberRelation(db, patientId, input.familyMemberId);
    if (!member) throw new HttpError(404, B.familyMemberNotFound, [{ field: 'familyMemberId', message: B.familyMemberNotFound }]);
    relation = member.relation;
  }

  const field = 'slot.scheduleId';
  const slot = await usableSlot(db, input.slot.scheduleId, input.doctorId, field);
  if (slot.feePaisa !== input.slot.fee) throw new HttpError(422, B.feeMismatch, [{ field: 'slot.fee', message: B.feeMismatch }]);
  if (slot.status !== 'available') throw await slotNotTakenError(db, slot.id, field);
  // The doctor's promotion, if any, comes off the consultation; the wallet charge is on what is paid.
  const discount = discountPaisa(slot.feePaisa, (await doctorDiscountPercent(db, slot.doctorId)) ?? 0);
  const amount = slot.feePaisa - discount;

  const info = input.patientInfo;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // The conditional update serialises competing bookings on the slot's row; the partial unique
      // index appointments_live_slot_uq backs it up (23505 below).
      if (!(await holdSlot(tx, slot.id, slot.doctorId))) throw await slotNotTakenError(tx, slot.id, field);
      const appointmentId = await insertAppointment(tx, {
        patientId, familyMemberId: input.familyMemberId ?? null, doctorId: slot.doctorId, slotId: slot.id, status: 'pending',
        kind: slot.appointmentType === 'in_person' ? 'clinic' : 'online',
        amountPaisa: amount, discountPaisa: discount, serviceChargePaisa: serviceChargePaisa(amount, input.paymentOption),
        reason: input.reasonForVisit, comments: input.comments || null,
        paymentOption: input.paymentOption, paymentStatus: 'unpaid', paymentMethod: null,
        infoFirstName: info.firstName, infoLastName: info.lastName, infoCountryCode: info.countryCode, infoPhone: info.phoneNumber,
        infoEmail: info.email, infoGender: info.gender, infoBloodGroup: info.bloodGroup, infoRelation: relation,
      });
      await recordAppointmentEvent(tx, {
        kind: 'booked', appointmentId, patientId, fromStatus: null, toStatus: 'pending', actor: 'patient', doctorId: slot.doctorId, at: slot.startsAt,
      });
      return appointmentId;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw slotTakenError(field);
    throw err;
  }
  return appointmentDetails(db, id, { patientId }, ctx);
}

/** "Summary for payment": the slot, the doctor, the fee and the wallet service charge for each option. */
export async function bookingSummary(
  deps: AppDeps,
  q: { scheduleId: string; paymentOption: 'offline' | 'online' },
  timeZone: string,
) {
  const slot = await findSlot(deps.db, q.scheduleId);
  if (!slot) throw new HttpError(404, B.slotNotFound, [{ field: 'scheduleId', message: B.slotNotFound }]);
  const { discountPercent, ...doctorRef } = (await bookingDoctor(deps.db, slot.doctorId))!;
  const discount = discountPaisa(slot.feePaisa, discountPercent);
  const amount = slot.feePaisa - discount;
  const option = (paymentOption: 'offline' | 'online') => {
    const serviceCharge = serviceChargePaisa(amount, paymentOption);
    return { serviceCharge, total: amount + serviceCharge };
  };
  const chosen = option(q.paymentOption);
  return {
    slot: toScheduleSlot(slot, timeZone),
    doctor: doctorRef,
    paymentOption: q.paymentOption,
    appointmentFee: slot.feePaisa,
    discount,
    discountPercent: discount > 0 ? discountPercent : 0,
    serviceCharge: chosen.serviceCharge,
    total: chosen.total,
    options: { offline: option('offline'), online: option('online') },
    serviceChargeRule: { percent: WALLET_SERVICE_CHARGE_PERCENT, capPaisa: WALLET_SERVICE_CHARGE_CAP_PAISA },
  };
}
