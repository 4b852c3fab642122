// Lab tests, results and reports (spec 7: /api/diagnostic/v1). server/modules/lab-tests; src/features/lab-tests.
export const labCentreList = 'GET /api/diagnostic/v1/diagnostic-centres';
export const labCentreDetails = 'GET /api/diagnostic/v1/diagnostic-centres/{id}';
export const labTestList = 'GET /api/diagnostic/v1/lab-tests';
export const labResultList = 'GET /api/diagnostic/v1/lab-tests/results';
export const labReportList = 'GET /api/diagnostic/v1/lab-reports';
export const labReportDownload = 'GET /api/diagnostic/v1/lab-reports/{id}/file';
export const labReportUpload = 'POST /api/diagnostic/v1/lab-reports/upload';

// The doctor-role API (npm run doctor -- results).
export const doctorLabResultsRecord = 'POST /api/v1/doctor/records/lab-tests/{id}/results';
