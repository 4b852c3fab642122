// The API's bases (spec 7), where the server mounts each module's router. Endpoints are written in
// full in the files beside this one (grep finds a path as the spec writes it); these are only the
// mount points.
export const PATIENT_API = '/api/v1/patient';
export const DIRECTORY_API = '/api/v1/upn';
export const CHAT_API = '/api/v1/chat';
export const PAYMENT_API = '/api/v1/payment';
export const DOCTOR_API = '/api/v1/doctor';
export const LAB_TESTS_API = '/api/diagnostic/v1';
export const CLINIC_API = '/api/v1/clinic';
export const SHL_API = '/api/shl';
