// Theme and language kept with the account. server/modules/patients/preferences.ts; src/features/preferences.
export const preferencesGet = 'GET /api/v1/patient/user/preferences';
export const preferencesUpdate = 'PUT /api/v1/patient/user/preferences';
