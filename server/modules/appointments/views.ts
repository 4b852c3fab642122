import { localDateTime } from '../../lib/zoned-time';
import type { Locale } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { CANCEL_CUTOFF_HOURS } from '../../../contracts/options';
import type { Appointment, AppointmentDetails, SlotBrief } from '../../../contracts/appointments';
import type { AppointmentViewRow, statusHistoryOf } from './repository';
import { now as clockNow } from '../../lib/clock';

const CUTOFF_MS = CANCEL_CUTOFF_HOURS * 3_600_000;

/** The latest instant at which the patient may still cancel or reschedule (spec 5: 24 h before the start). */
export const changeDeadline = (startsAt: Date) => new Date(startsAt.getTime() - CUTOFF_MS);

export type ChangeKind = 'cancel' | 'reschedule';

/** Why the patient may not cancel/reschedule now (an English message key), or null when allowed. */
export function patientChangeBlocker(
  a: { status: string; startsAt: Date },
  kind: ChangeKind,
  now = clockNow(),
): string | null {
  if (a.status === 'completed' || a.status === 'canceled') return B.appointmentClosed;
  if (now.getTime() > changeDeadline(a.startsAt).getTime()) return kind === 'cancel' ? B.cancelCutoff : B.rescheduleCutoff;
  return null;
}

type SlotLike = { id: string; startsAt: Date; endsAt: Date; appointmentType: SlotBrief['appointmentType']; clinicName: string | null };
type MaybeSlot = { [K in keyof SlotLike]: SlotLike[K] | null } | null;

/** A left-joined slot: null when absent. */
function presentSlot(s: MaybeSlot): SlotLike | null {
  return s?.id && s.startsAt && s.endsAt && s.appointmentType
    ? { id: s.id, startsAt: s.startsAt, endsAt: s.endsAt, appointmentType: s.appointmentType, clinicName: s.clinicName }
    : null;
}

export function toSlotBrief(s: SlotLike, timeZone: string): SlotBrief {
  const start = localDateTime(s.startsAt, timeZone);
  return {
    id: s.id,
    date: start.date,
    startTime: start.time,
    endTime: localDateTime(s.endsAt, timeZone).time,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    appointmentType: s.appointmentType,
    clinicName: s.clinicName,
  };
}

export function toAppointment(r: AppointmentViewRow, timeZone: string, locale: Locale, now = clockNow()): Appointment {
  const { a } = r;
  const requested = presentSlot(r.requested);
  const proposed = presentSlot(r.proposed);
  const start = localDateTime(r.slot.startsAt, timeZone);
  const cancelBlocker = patientChangeBlocker({ status: a.status, startsAt: r.slot.startsAt }, 'cancel', now);
  const rescheduleBlocker = patientChangeBlocker({ status: a.status, startsAt: r.slot.startsAt }, 'reschedule', now);
  return {
    id: a.id,
    status: a.status,
    type: a.kind,
    appointmentType: r.slot.appointmentType,
    date: start.date,
    startTime: start.time,
    endTime: localDateTime(r.slot.endsAt, timeZone).time,
    startsAt: r.slot.startsAt.toISOString(),
    endsAt: r.slot.endsAt.toISOString(),
    timeZone,
    bookingDate: a.bookedAt.toISOString(),
    slotId: a.slotId,
    doctor: { ...r.doctor, specialization: r.spec },
    clinic: r.clinic,
    amount: a.amountPaisa,
    discount: a.discountPaisa,
    serviceCharge: a.serviceChargePaisa,
    total: a.amountPaisa + a.serviceChargePaisa,
    reason: a.reason,
    comments: a.comments,
    paymentOption: a.paymentOption,
    paymentStatus: a.paymentStatus,
    paymentMethod: a.paymentMethod,
    patientInfo: {
      firstName: a.infoFirstName,
      lastName: a.infoLastName,
      countryCode: a.infoCountryCode,
      phone: a.infoPhone,
      email: a.infoEmail,
      gender: a.infoGender,
      bloodGroup: a.infoBloodGroup,
      relation: a.infoRelation,
    },
    familyMemberId: a.familyMemberId,
    cancelReason: a.cancelReason,
    canceledAt: a.canceledAt?.toISOString() ?? null,
    changeDeadline: changeDeadline(r.slot.startsAt).toISOString(),
    canCancel: cancelBlocker === null,
    cancelBlockedReason: cancelBlocker && translateMessage(cancelBlocker, locale),
    canReschedule: rescheduleBlocker === null,
    rescheduleBlockedReason: rescheduleBlocker && translateMessage(rescheduleBlocker, locale),
    reschedule: r.request?.id && r.request.status && r.request.createdAt && requested
      ? {
        id: r.request.id,
        status: r.request.status,
        requestedSlot: toSlotBrief(requested, timeZone),
        proposedSlot: proposed ? toSlotBrief(proposed, timeZone) : null,
        note: r.request.note,
        createdAt: r.request.createdAt.toISOString(),
      }
      : null,
  };
}

export function toAppointmentDetails(
  r: AppointmentViewRow,
  history: Awaited<ReturnType<typeof statusHistoryOf>>,
  timeZone: string,
  locale: Locale,
): AppointmentDetails {
  return {
    ...toAppointment(r, timeZone, locale),
    statusHistory: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}
