// The demo patient's login. The Firebase user with this uid is created by the start-up script;
// the seed creates only the database rows.
export const DEMO_PATIENT = {
  uid: 'demo-patient-0001',
  email: 'demo@swasthya.test',
  password: 'Namaste@2026',
  firstName: 'Sita',
  lastName: 'Sharma',
} as const;
