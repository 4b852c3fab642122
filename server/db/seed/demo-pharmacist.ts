// The demo pharmacy's pharmacist login (Medicine Order, issue 31), like the demo clinic's staff: the
// first seeded pharmacy. It is the pharmacy's administrator (pharmacy-admin): it answers reservations and
// invites colleagues. The Firebase user and staff row are made at start-up (scripts/lib/demo-pharmacist.ts).
import { stableId } from './random';

export const DEMO_PHARMACY_ID = stableId('pharmacy:0');
export const DEMO_PHARMACIST = {
  uid: 'demo-staff-pharmacist', email: 'pharmacist@pharmacy.swasthya.test', password: 'Pharma@2026', role: 'pharmacy-admin', displayName: 'Kiran Shrestha',
} as const;
