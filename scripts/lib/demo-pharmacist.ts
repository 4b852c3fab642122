// The demo pharmacy's pharmacist account in the Auth emulator (start-up, like the demo clinic's staff). Idempotent.
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../../server/db/client';
import { DEMO_PHARMACIST, DEMO_PHARMACY_ID } from '../../server/db/seed/demo-pharmacist';
import { ensurePharmacistAccount } from '../../server/modules/medicine-order/pharmacists';
import { findPharmacy } from '../../server/modules/medicine-order/repository';

export async function ensureDemoPharmacist(db: Db, auth: Auth): Promise<void> {
  if (!(await findPharmacy(db, DEMO_PHARMACY_ID, new Date()))) return; // no demo data (an external database without the seed)
  await ensurePharmacistAccount(db, auth, { ...DEMO_PHARMACIST, pharmacyId: DEMO_PHARMACY_ID });
}
