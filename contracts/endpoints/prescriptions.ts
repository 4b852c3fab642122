// Prescriptions: the patient's, their PDF export, the signing key; the doctor's writing one.
// server/modules/prescriptions; src/features/prescriptions.
export const prescriptionsActive = 'GET /api/v1/patient/prescriptions/active';
export const prescriptionsExport = 'GET /api/v1/patient/prescriptions/export';
export const prescriptionPublicKey = 'GET /api/v1/patient/prescriptions/public-key';

// The doctor-role API (npm run doctor -- prescribe).
export const doctorPrescriptionCreate = 'POST /api/v1/doctor/records/prescriptions';
