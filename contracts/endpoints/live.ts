// Live updates (issue 29): one event stream per signed-in patient and per staff member, so a change
// made on one side shows on the other without a reload. server/modules/live.
/** A signed ticket for opening the patient's stream with EventSource (which cannot send the token). */
export const patientEventsTicket = 'POST /api/v1/patient/events-ticket';
/** text/event-stream: `appointment` events for the patient's own appointments, `schedule` ({ doctorId }) when a doctor's day off is set or removed. */
export const patientEvents = 'GET /api/v1/patient/events';
export const clinicEventsTicket = 'POST /api/v1/clinic/events-ticket';
/** text/event-stream: `appointment` events for the clinic's appointments (a doctor: their own) and `chat` for a doctor's conversations. */
export const clinicEvents = 'GET /api/v1/clinic/events';
