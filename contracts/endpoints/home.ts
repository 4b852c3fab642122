// The home dashboard: next consultation, medications, recent activity. server/modules/home;
// src/features/home, src/features/activities.
export const consultationUpcoming = 'GET /api/v1/patient/consultation/upcoming';
export const medicationsActive = 'GET /api/v1/patient/medications/active';
export const activityList = 'GET /api/v1/patient/recent-activity/activity';
export const activityArchive = 'PATCH /api/v1/patient/recent-activity/archive/{id}';
export const activityUnarchive = 'PATCH /api/v1/patient/recent-activity/unarchive/{id}';
