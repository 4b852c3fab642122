// Account settings: picture, phone, password, notification preferences, closing the account.
// server/modules/account; src/features/profile, src/features/settings.
export const profilePictureUpload = 'POST /api/v1/patient/user/upload-profile-picture';
export const profilePictureRemove = 'DELETE /api/v1/patient/user/remove-profile-picture';
export const profilePicture = 'GET /api/v1/patient/user/profile-picture';
export const phoneCodeSend = 'POST /api/v1/patient/user/phone/send-code';
export const phoneVerify = 'POST /api/v1/patient/user/phone/verify';
export const passwordChange = 'POST /api/v1/patient/user/change-password';
export const notificationPreferencesGet = 'GET /api/v1/patient/user/notification-preferences';
export const notificationPreferencesUpdate = 'PUT /api/v1/patient/user/notification-preferences';
export const accountDisable = 'POST /api/v1/patient/user/disable-patient-account';
