// The public doctor directory (spec 7: /api/v1/upn). server/modules/doctors; src/features/doctors, search.
export const doctorList = 'GET /api/v1/upn/get-doctors';
export const doctorDetails = 'GET /api/v1/upn/get-doctor-details/{id}';
export const doctorSearch = 'GET /api/v1/upn/search-doctors';
export const specializationList = 'GET /api/v1/upn/doctors/specializations';
export const doctorHealthFeed = 'GET /api/v1/upn/doctors/{id}/health-feed';
