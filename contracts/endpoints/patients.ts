// The patient's account: sign-up and password e-mails, the profile. server/modules/patients;
// src/features/auth, src/features/profile, src/lib/domain/patient-profile.ts.
export const patientRegister = 'POST /api/v1/patient/auth/register-patient-account';
export const verificationEmailSend = 'POST /api/v1/patient/auth/send-patient-verification-email';
export const passwordResetEmailSend = 'POST /api/v1/patient/auth/send-patient-forget-password-request-email';
export const passwordResetUpdate = 'POST /api/v1/patient/auth/update-patient-password-on-request';
export const patientDetail = 'GET /api/v1/patient/user/get-patient-detail';
export const patientDetailUpdate = 'PUT /api/v1/patient/user/update-patient-details';
