// A doctor's days off (issue 29). Endpoints: contracts/endpoints/clinic-schedule.ts.
import * as v from 'valibot';
import { envelope } from './common';
import { M } from './message-texts';
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
