// The Health part of the profile, the International Patient Summary and SMART Health Links (issue 32).
// server/modules/health-summary; src/features/health-summary.
export const healthProfileGet = 'GET /api/v1/patient/health-profile';
export const healthProfileAnswers = 'PUT /api/v1/patient/health-profile/answers';
export const healthAllergyAdd = 'POST /api/v1/patient/health-profile/allergies';
export const healthAllergyRemove = 'DELETE /api/v1/patient/health-profile/allergies/{id}';
export const healthProblemAdd = 'POST /api/v1/patient/health-profile/problems';
export const healthProblemRemove = 'DELETE /api/v1/patient/health-profile/problems/{id}';
export const healthSummaryGet = 'GET /api/v1/patient/health-summary';
export const healthSummaryPdf = 'GET /api/v1/patient/health-summary/pdf';
export const healthLinkList = 'GET /api/v1/patient/health-links';
export const healthLinkCreate = 'POST /api/v1/patient/health-links';
export const healthLinkRevoke = 'POST /api/v1/patient/health-links/{id}/revoke';

// Public (no API key, any origin): what a SMART Health Link's reader calls.
export const shlManifest = 'POST /api/shl/manifest/{manifestId}';
export const shlFile = 'GET /api/shl/file/{token}';
