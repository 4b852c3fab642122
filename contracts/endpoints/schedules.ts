// A doctor's bookable slots. server/modules/schedules; src/features/appointments/booking.
export const doctorSchedule = 'GET /api/v1/upn/schedules/{doctorId}';
