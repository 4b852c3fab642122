// The clinic console's clinical and money screens (issue 30), staff roles as in clinic.ts.
// server/modules/clinic/records-routes.ts; src/features/clinic/records.
export const clinicPrescriptionList = 'GET /api/v1/clinic/appointments/{id}/prescriptions';
export const clinicPrescribe = 'POST /api/v1/clinic/appointments/{id}/prescriptions';
export const clinicLabOrder = 'POST /api/v1/clinic/appointments/{id}/lab-tests';
export const clinicAppointmentLabTests = 'GET /api/v1/clinic/appointments/{id}/lab-tests';
export const clinicLabQueue = 'GET /api/v1/clinic/lab/tests';
export const clinicLabResults = 'POST /api/v1/clinic/lab/tests/{id}/results';
export const clinicLabReport = 'POST /api/v1/clinic/lab/tests/{id}/report';
export const clinicPayments = 'GET /api/v1/clinic/accounts/payments';
export const clinicRefundApprove = 'POST /api/v1/clinic/accounts/refunds/{id}/approve';
export const clinicRefundDecline = 'POST /api/v1/clinic/accounts/refunds/{id}/decline';
export const clinicCases = 'GET /api/v1/clinic/accounts/cases';
export const clinicCaseHandle = 'POST /api/v1/clinic/accounts/cases/{id}/handle';

// The patient's side: their complaints and fraud reports with the clinic's note.
export const caseReportList = 'GET /api/v1/payment/case-reports';
