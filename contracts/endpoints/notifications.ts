// The bell's notifications. server/modules/notifications; src/features/notifications, shell.
export const notificationList = 'GET /api/v1/patient/notifications/get';
export const notificationMarkRead = 'PATCH /api/v1/patient/notifications/mark-read/{id}';
