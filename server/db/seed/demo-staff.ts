// The demo clinic's staff logins (issue 29), one per console role, like the demo patient's. The demo
// clinic is where the demo patient's doctor (their first check-up) practises; that doctor is the
// demo doctor account. The Firebase users and staff rows are made at start-up (scripts/lib/demo-staff.ts).
import { stableId } from './random';

/** The demo patient's first check-up: its slot's clinic and doctor are the demo clinic and doctor. */
export const DEMO_CLINIC_APPOINTMENT_ID = stableId('appointment:demo:checkup');

export const DEMO_STAFF = [
  { uid: 'demo-staff-doctor', email: 'doctor@clinic.swasthya.test', password: 'Doctor@2026', role: 'doctor', displayName: 'Demo Doctor' },
  { uid: 'demo-staff-front-desk', email: 'frontdesk@clinic.swasthya.test', password: 'Desk@2026', role: 'front-desk', displayName: 'Gita Karki' },
  { uid: 'demo-staff-clinic-admin', email: 'admin@clinic.swasthya.test', password: 'Admin@2026', role: 'clinic-admin', displayName: 'Hari Adhikari' },
  { uid: 'demo-staff-lab', email: 'lab@clinic.swasthya.test', password: 'Lab@2026', role: 'lab', displayName: 'Sita Shrestha' },
  { uid: 'demo-staff-accounts', email: 'accounts@clinic.swasthya.test', password: 'Accounts@2026', role: 'accounts', displayName: 'Binod Rai' },
] as const;
