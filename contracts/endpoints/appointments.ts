// Appointments: booking, the patient's list and actions, the doctor's half.
// server/modules/appointments; src/features/appointments (booking: its booking/ folder).
export const appointmentBook = 'POST /api/v1/patient/appointment/book';
export const appointmentSummary = 'GET /api/v1/patient/appointment/summary';
export const appointmentList = 'GET /api/v1/patient/appointment/list';
export const patientAppointmentDetails = 'GET /api/v1/patient/appointment/details/{id}';
export const appointmentCancel = 'POST /api/v1/patient/appointment/cancel/{id}';
export const appointmentReschedule = 'POST /api/v1/patient/appointment/reschedule/{id}';
export const appointmentAcceptProposal = 'POST /api/v1/patient/appointment/reschedule/{id}/accept';

// The doctor-role API (npm run doctor).
export const doctorAppointmentDetails = 'GET /api/v1/doctor/appointment/details/{id}';
export const doctorAppointmentConfirm = 'POST /api/v1/doctor/appointment/confirm/{id}';
export const doctorAppointmentPropose = 'POST /api/v1/doctor/appointment/propose/{id}';
export const doctorAppointmentComplete = 'POST /api/v1/doctor/appointment/complete/{id}';
export const doctorAppointmentCancel = 'POST /api/v1/doctor/appointment/cancel/{id}';
