// The clinic console's API (issue 29): staff roles by Firebase custom claims, every call scoped to
// the caller's clinic. server/modules/clinic; src/features/clinic.
export const clinicMe = 'GET /api/v1/clinic/me';
export const clinicToday = 'GET /api/v1/clinic/appointments/today';
export const clinicAppointmentFreeSlots = 'GET /api/v1/clinic/appointments/{id}/free-slots';
export const clinicAppointmentConfirm = 'POST /api/v1/clinic/appointments/{id}/confirm';
export const clinicAppointmentPropose = 'POST /api/v1/clinic/appointments/{id}/propose';
export const clinicAppointmentCheckIn = 'POST /api/v1/clinic/appointments/{id}/check-in';
export const clinicAppointmentNoShow = 'POST /api/v1/clinic/appointments/{id}/no-show';
export const clinicAppointmentComplete = 'POST /api/v1/clinic/appointments/{id}/complete';
export const clinicAppointmentCancel = 'POST /api/v1/clinic/appointments/{id}/cancel';
export const clinicAudit = 'GET /api/v1/clinic/audit';
export const clinicStaffList = 'GET /api/v1/clinic/staff';
export const clinicStaffInvite = 'POST /api/v1/clinic/staff/invitations';
/** No token: the invitation's secret is the credential (the e-mailed link). */
export const clinicInvitationAccept = 'POST /api/v1/clinic/invitations/accept';
