import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { addDaysIso, daysBetween, localDateTime, startOfLocalDay, todayIn } from '../../lib/zoned-time';
import { M } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { SUPPORTED_TIME_ZONE } from '../../../contracts/options';
import {
  SCHEDULE_DEFAULT_RANGE_DAYS, SCHEDULE_MAX_RANGE_DAYS,
  type ScheduleQuery, type ScheduleResponse, type ScheduleSlot, type ScheduleSlotViewStatus,
} from '../../../contracts/schedules';
import { doctorExists, firstFreeSlotStart, listDoctorSlots, type SlotRow } from './repository';
import { now as clockNow } from '../../lib/clock';

/** Past slots are never available, whatever their stored status (spec 4). */
export function slotViewStatus(slot: Pick<SlotRow, 'status' | 'startsAt'>, now = clockNow()): ScheduleSlotViewStatus {
  if (slot.startsAt.getTime() <= now.getTime()) return 'past';
  return slot.status;
}

export function toScheduleSlot(slot: SlotRow, timeZone: string, now = clockNow()): ScheduleSlot {
  const start = localDateTime(slot.startsAt, timeZone);
  const end = localDateTime(slot.endsAt, timeZone);
  return {
    id: slot.id,
    doctorId: slot.doctorId,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    status: slotViewStatus(slot, now),
    appointmentType: slot.appointmentType,
    clinicId: slot.clinicId,
    clinicName: slot.clinicName,
    appointmentFee: slot.feePaisa,
    originalTimeRange: { start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString(), timezone: SUPPORTED_TIME_ZONE },
  };
}

/** Resolves `date` or `from`..`to` (inclusive calendar dates in the caller's zone). */
export function scheduleRange(q: ScheduleQuery, timeZone: string): { from: string; to: string } {
  const from = q.date ?? q.from ?? todayIn(timeZone);
  const to = q.date ?? q.to ?? addDaysIso(from, SCHEDULE_DEFAULT_RANGE_DAYS - 1);
  const span = daysBetween(from, to);
  if (span < 0 || span >= SCHEDULE_MAX_RANGE_DAYS) {
    throw new HttpError(400, M.validationFailed, [{ field: q.date ? 'date' : 'to', message: B.invalidDateRange }]);
  }
  return { from, to };
}

export async function getDoctorSchedule(
  deps: AppDeps,
  doctorId: string,
  q: ScheduleQuery,
  timeZone: string,
): Promise<ScheduleResponse['data']> {
  const { from, to } = scheduleRange(q, timeZone);
  if (!(await doctorExists(deps.db, doctorId))) throw new HttpError(404, M.doctorNotFound);
  const end = startOfLocalDay(addDaysIso(to, 1), timeZone);
  const now = clockNow();
  // The first free day after the range, so that a page showing an empty month can point on to it.
  const [rows, next] = await Promise.all([
    listDoctorSlots(deps.db, doctorId, startOfLocalDay(from, timeZone), end, q.appointmentType),
    firstFreeSlotStart(deps.db, doctorId, end.getTime() > now.getTime() ? new Date(end.getTime() - 1) : now, q.appointmentType),
  ]);
  const nextAvailableDate = next ? localDateTime(next, timeZone).date : null;
  return { doctorId, timeZone, from, to, slots: rows.map((r) => toScheduleSlot(r, timeZone, now)), nextAvailableDate };
}
