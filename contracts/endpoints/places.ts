// Pharmacies and diagnostic centres in the public directory. server/modules/places; src/features/places.
export const pharmacyList = 'GET /api/v1/upn/get-pharmacies';
export const pharmacyDetails = 'GET /api/v1/upn/get-pharmacy-details/{id}';
export const diagnosticCentreList = 'GET /api/v1/upn/get-diagnostic-centres';
export const diagnosticCentreDetails = 'GET /api/v1/upn/get-diagnostic-centre-details/{id}';
