// The doctors' health feed on home. server/modules/feed; src/features/doctors (get-health-feed).
export const healthFeed = 'GET /api/v1/upn/health-feed';
