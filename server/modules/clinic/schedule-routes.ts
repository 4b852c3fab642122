import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { translateMessage } from '../../lib/i18n';
import { requireStaff } from '../../middleware/staff';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';
import {
  DayOffResponseSchema, DayOffSchema, DaysOffResponseSchema, DoctorParam, WeeklyHoursResponseSchema, WeeklyHoursSavedSchema, WeeklyHoursSchema,
} from '../../../contracts/clinic-schedule';
import { CLINIC_SCHEDULE_MESSAGES as CS } from '../../../contracts/clinic-messages';
import { CLINIC_API } from '../../../contracts/endpoints/bases';
import {
  clinicDayOffAdd, clinicDayOffRemove, clinicDaysOff, clinicWeeklyHours, clinicWeeklyHoursSet,
} from '../../../contracts/endpoints/clinic-schedule';
import { addDayOff, daysOff, removeDayOff } from './schedule';
import { setWeeklyHours, weeklyHours } from './schedule-hours';

const TAG = 'Clinic console';
const ctxOf = (c: Context<AppEnv>) => ({ timeZone: c.get('timeZone'), locale: c.get('locale') });
const staffIdempotent = { keyOf: (c: Context<AppEnv>) => `staff:${c.get('staffCaller').uid}` };

/** Mounted at /api/v1/clinic: the doctors' days off, weekly hours, slot lengths, fees and discounts (clinic-admin). */
export function clinicScheduleRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, CLINIC_API);
  const schedules = requireStaff('manageSchedules');
  route(clinicDaysOff, { tag: TAG, auth: 'staff', authBy: schedules, response: DaysOffResponseSchema, summary: "The clinic's doctors' days off from today on (clinic-admin)" },
    async (c) => c.json({ data: await daysOff(c.get('deps'), c.get('staffCaller'), ctxOf(c)) }));
  route(clinicDayOffAdd, {
    tag: TAG, auth: 'staff', authBy: schedules, body: DayOffSchema, response: DayOffResponseSchema, idempotent: staffIdempotent,
    summary: "A doctor's day off (clinic-admin): that day's free slots can no longer be booked; answers the appointments already on it",
  }, async (c) => c.json({ message: translateMessage(C.dayOffAdded, c.get('locale')), data: await addDayOff(c.get('deps'), c.get('staffCaller'), c.req.valid('json'), ctxOf(c)) }));
  route(clinicDayOffRemove, {
    tag: TAG, auth: 'staff', authBy: schedules, body: DayOffSchema, response: DayOffResponseSchema, idempotent: staffIdempotent,
    summary: 'Remove a day off (clinic-admin): its slots can be booked again',
  }, async (c) => c.json({ message: translateMessage(C.dayOffRemoved, c.get('locale')), data: await removeDayOff(c.get('deps'), c.get('staffCaller'), c.req.valid('json')) }));
  route(clinicWeeklyHours, {
    tag: TAG, auth: 'staff', authBy: schedules, param: DoctorParam, response: WeeklyHoursResponseSchema,
    summary: "A doctor's weekly hours at the caller's clinic, slot length, fee and discount (clinic-admin)",
  }, async (c) => c.json({ data: await weeklyHours(c.get('deps'), c.get('staffCaller'), c.req.valid('param').doctorId, ctxOf(c)) }));
  route(clinicWeeklyHoursSet, {
    tag: TAG, auth: 'staff', authBy: schedules, param: DoctorParam, body: WeeklyHoursSchema, response: WeeklyHoursSavedSchema, idempotent: staffIdempotent,
    summary: "Set a doctor's weekly hours here, slot length, fee and discount (clinic-admin): the free times ahead are laid out again; booked ones stay",
  }, async (c) => c.json({
    message: translateMessage(CS.hoursSaved, c.get('locale')),
    data: await setWeeklyHours(c.get('deps'), c.get('staffCaller'), c.req.valid('param').doctorId, c.req.valid('json')),
  }));
  return app;
}
