import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { SLOT_TYPES } from './record-options';

/** The longest date range one schedule request may cover. */
export const SCHEDULE_MAX_RANGE_DAYS = 62;
/** Days shown when only `from` (or nothing) is given. */
export const SCHEDULE_DEFAULT_RANGE_DAYS = 7;

/**
 * How a slot is reported: `available` (selectable), `booked` (someone holds it: an appointment or a
 * pending reschedule), `blocked` (the doctor closed it) or `past` (its start has passed).
 * Selectable only when `available` and the start is not in the past (spec 4).
 */
export const SCHEDULE_SLOT_VIEW_STATUSES = ['available', 'booked', 'blocked', 'past'] as const;
export type ScheduleSlotViewStatus = (typeof SCHEDULE_SLOT_VIEW_STATUSES)[number];

/**
 * GET /api/v1/upn/schedules/{doctorId}: one day (`date`) or a range (`from`..`to`, inclusive), as
 * calendar dates in the caller's zone (`x-timezone`). Default: the next 7 days from today.
 */
const dateParam = v.optional(v.pipe(v.string(M.invalidDate), v.isoDate(M.invalidDate)));
export const ScheduleQuerySchema = v.object({
  date: dateParam,
  from: dateParam,
  to: dateParam,
  appointmentType: v.optional(v.picklist(SLOT_TYPES, M.invalidOption)),
});
export type ScheduleQuery = v.InferOutput<typeof ScheduleQuerySchema>;

/** A schedule slot as spec 3 describes it. Times are stored in UTC; `date`/`startTime`/`endTime` are in the caller's zone. */
export const ScheduleSlotSchema = v.object({
  id: v.string(),
  doctorId: v.string(),
  /** YYYY-MM-DD in the caller's zone. */
  date: v.string(),
  /** HH:MM (24 h) in the caller's zone. */
  startTime: v.string(),
  endTime: v.string(),
  status: v.picklist(SCHEDULE_SLOT_VIEW_STATUSES),
  appointmentType: v.picklist(SLOT_TYPES),
  clinicId: v.nullable(v.string()),
  /** Null for online (video, message) slots. */
  clinicName: v.nullable(v.string()),
  /** Paisa (Rs. 1 = 100 paisa). */
  appointmentFee: v.number(),
  originalTimeRange: v.object({
    /** ISO instant (UTC). */
    start: v.string(),
    end: v.string(),
    /** The zone the doctor published the slot in (clinic local time). */
    timezone: v.string(),
  }),
});
export type ScheduleSlot = v.InferOutput<typeof ScheduleSlotSchema>;

export const ScheduleResponseSchema = envelope(v.object({
  doctorId: v.string(),
  /** The zone `date`, `startTime` and `endTime` are given in. */
  timeZone: v.string(),
  from: v.string(),
  to: v.string(),
  slots: v.array(ScheduleSlotSchema),
  /**
   * The first day after `to` (in the caller's zone) with a free slot, however far ahead, or null: where a
   * page showing a range with no free time points on to. Optional for answers kept from before it existed.
   */
  nextAvailableDate: v.optional(v.nullable(v.string())),
}));
export type ScheduleResponse = v.InferOutput<typeof ScheduleResponseSchema>;
