// Reviews of doctors, and a patient's own. server/modules/reviews; src/features/reviews.
export const doctorReviews = 'GET /api/v1/upn/reviews/{doctorId}';
export const reviewEligibility = 'GET /api/v1/patient/patient-feedback/can-review/{doctorId}';
export const reviewCreate = 'POST /api/v1/patient/patient-feedback/create/{doctorId}';
