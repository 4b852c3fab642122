// How notices reach the patient: Web Push on this device, the channels per kind.
// server/modules/deliveries; src/features/settings.
export const pushPublicKeyGet = 'GET /api/v1/patient/push/public-key';
export const pushSubscribe = 'POST /api/v1/patient/push/subscriptions';
export const pushUnsubscribe = 'DELETE /api/v1/patient/push/subscriptions';
export const pushTest = 'POST /api/v1/patient/push/test';
export const notificationChannelsGet = 'GET /api/v1/patient/user/notification-channels';
export const notificationChannelsUpdate = 'PUT /api/v1/patient/user/notification-channels';
