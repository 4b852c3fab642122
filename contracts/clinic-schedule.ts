// A doctor's days off (issue 29). Endpoints: contracts/endpoints/clinic-schedule.ts.
import * as v from 'valibot';
import { envelope } from './common';
import * as M from './message-texts';
import { CLINIC_SCHEDULE_MESSAGES as CS } from './clinic-messages';
import { ConsoleAppointmentSchema } from './clinic-console';

/** How far ahead a day off may be set (and the list looks). */
export const DAY_OFF_WINDOW_DAYS = 90;

/** A doctor and a calendar day (Kathmandu, YYYY-MM-DD). */
export const DayOffSchema = v.object({
  doctorId: v.pipe(v.string(M.required), v.uuid(M.invalidValue)),
  date: v.pipe(v.string(M.invalidDate), v.isoDate(M.invalidDate)),
});
export type DayOffInput = v.InferOutput<typeof DayOffSchema>;

export const DaysOffResponseSchema = envelope(v.object({
  /** The clinic's doctors (whom a day off may be set for). */
  doctors: v.array(v.object({ id: v.string(), name: v.string() })),
  days: v.array(v.object({
    doctor: v.object({ id: v.string(), name: v.string() }),
    date: v.string(),
    /** The doctor's slots that day the day off took away from booking. */
    blockedSlots: v.number(),
  })),
}));
export type DaysOff = v.InferOutput<typeof DaysOffResponseSchema>['data'];

export const DayOffResponseSchema = v.object({
  message: v.string(),
  data: v.object({
    doctorId: v.string(),
    date: v.string(),
    /** Slots taken away from booking (or given back, for a removal). */
    slots: v.number(),
    /** The live appointments already on that day: the clinic proposes another time to each. */
    appointments: v.array(ConsoleAppointmentSchema),
  }),
});

// A doctor's weekly hours at the clinic, slot length, fee and discount (issue 29), clinic-admin only.

/** The lengths an appointment may have, in minutes. */
export const SLOT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
/** The highest consultation fee the console accepts, in rupees (Rs. 1,00,000). */
export const MAX_FEE_RUPEES = 100_000;
/** At most this many periods in one day (a morning, an afternoon, an evening…). */
export const MAX_PERIODS_PER_DAY = 4;
/** New hours are laid out as bookable times this many days ahead (as the seed does). */
export const HOURS_WINDOW_DAYS = 30;

/** A doctor of the caller's clinic, in the path. */
export const DoctorParam = v.object({ doctorId: v.pipe(v.string(M.required), v.uuid(M.invalidValue)) });

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = v.pipe(v.string(CS.timeInvalid), v.regex(CLOCK, CS.timeInvalid));
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One period of work on a weekday (0 = Sunday), Kathmandu wall-clock 'HH:MM'. */
export const HoursPeriodSchema = v.pipe(
  v.object({
    weekday: v.pipe(v.number(M.invalidValue), v.integer(M.invalidValue), v.minValue(0, M.invalidValue), v.maxValue(6, M.invalidValue)),
    start: clockTime,
    end: clockTime,
  }, M.required),
  v.forward(v.check((p) => minutesOf(p.end) > minutesOf(p.start), CS.endBeforeStart), ['end']),
);

/* @__NO_SIDE_EFFECTS__ */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** POST …/doctors/{doctorId}/weekly-hours: the whole week at this clinic, the slot length, the fee and the discount. */
export const WeeklyHoursSchema = v.pipe(
  v.object({
    hours: v.pipe(v.array(HoursPeriodSchema, M.required), v.maxLength(7 * MAX_PERIODS_PER_DAY, M.tooLong)),
    slotMinutes: v.picklist(SLOT_MINUTES, CS.slotMinutesInvalid),
    feeRupees: wholeNumber(0, MAX_FEE_RUPEES, CS.feeInvalid),
    discountPercent: wholeNumber(0, 100, CS.discountInvalid),
  }, M.required),
  // Periods of one day may not overlap, nor be shorter than one appointment: the error goes on the period.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { hours, slotMinutes } = dataset.value;
    const at = (i: number, key: 'start' | 'end', message: string) => addIssue({
      message,
      path: [
        { type: 'object', origin: 'value', input: dataset.value, key: 'hours', value: hours },
        { type: 'array', origin: 'value', input: hours, key: i, value: hours[i] },
        { type: 'object', origin: 'value', input: hours[i]!, key, value: hours[i]![key] },
      ],
    });
    const perDay = new Map<number, number>();
    hours.forEach((p, i) => {
      const start = minutesOf(p.start);
      const end = minutesOf(p.end);
      perDay.set(p.weekday, (perDay.get(p.weekday) ?? 0) + 1);
      if (perDay.get(p.weekday)! > MAX_PERIODS_PER_DAY) return at(i, 'start', CS.tooManyPeriods);
      if (!(end > start)) return;
      if (end - start < slotMinutes) return at(i, 'end', CS.periodTooShort);
      const clash = hours.some((o, j) => j < i && o.weekday === p.weekday && minutesOf(o.start) < end && start < minutesOf(o.end) && minutesOf(o.start) < minutesOf(o.end));
      if (clash) at(i, 'start', CS.periodsOverlap);
    });
  }),
);
export type WeeklyHoursInput = v.InferOutput<typeof WeeklyHoursSchema>;

export const WeeklyHoursResponseSchema = envelope(v.object({
  doctor: v.object({ id: v.string(), name: v.string() }),
  /** The periods, by weekday then start. */
  hours: v.array(v.object({ weekday: v.number(), start: v.string(), end: v.string() })),
  /** Null until the clinic-admin sets it (the seeded slots' own lengths). */
  slotMinutes: v.nullable(v.number()),
  feeRupees: v.number(),
  discountPercent: v.number(),
}));
export type WeeklyHours = v.InferOutput<typeof WeeklyHoursResponseSchema>['data'];

export const WeeklyHoursSavedSchema = v.object({
  message: v.string(),
  data: v.object({
    /** Free times added and taken away (from now to HOURS_WINDOW_DAYS ahead). */
    added: v.number(),
    removed: v.number(),
    /** Booked appointments now outside the hours: they stay; the front desk sees them in the day's list. */
    outsideHours: v.number(),
  }),
});
