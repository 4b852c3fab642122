// A clinic's schedules in the console (issue 29): a doctor's days off. server/modules/clinic
// (schedule-routes.ts); src/features/clinic.
export const clinicDaysOff = 'GET /api/v1/clinic/days-off';
export const clinicDayOffAdd = 'POST /api/v1/clinic/days-off';
export const clinicDayOffRemove = 'POST /api/v1/clinic/days-off/remove';
/** A doctor's weekly hours at the caller's clinic, slot length, fee and discount. */
export const clinicWeeklyHours = 'GET /api/v1/clinic/doctors/{doctorId}/weekly-hours';
export const clinicWeeklyHoursSet = 'POST /api/v1/clinic/doctors/{doctorId}/weekly-hours';
