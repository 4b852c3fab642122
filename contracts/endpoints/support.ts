// Support & feedback forms. server/modules/support; src/features/support.
export const supportInfo = 'GET /api/v1/patient/support/info';
export const supportContactUs = 'POST /api/v1/patient/support/contact-us';
export const supportFeedback = 'POST /api/v1/patient/support/feedback';
export const supportFeatureRequest = 'POST /api/v1/patient/support/feature-request';
export const supportBugReport = 'POST /api/v1/patient/support/bug-report';
