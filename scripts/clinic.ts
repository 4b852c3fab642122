// `npm run clinic -- make-admin <email> <clinicId>`: a clinic's first clinic-admin (later staff are
// invited from the console). Prints a link to set the password.
// `npm run clinic -- clinics <name>`: find a clinic's id by (part of) its name.
// `npm run clinic -- make-pharmacy-admin <email> <pharmacyId>`: a pharmacy's first pharmacy-admin (its owner:
// answers reservations and invites the pharmacists from the console; Medicine Order, docs/decisions/0019).
// `npm run clinic -- make-pharmacist <email> <pharmacyId>`: a plain pharmacist (answers, does not invite).
//
// Environment: DATABASE_URL (default: the embedded PostgreSQL of `npm start`, EMBEDDED_PG_PORT 54329),
// FIREBASE_PROJECT_ID (demo-swasthya); for a demo-* project the Auth emulator at
// FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099), else the real project (application default credentials).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ilike } from 'drizzle-orm';
import { createDb } from '../server/db/client';
import { clinics } from '../server/db/schema';
import { makeClinicAdmin } from '../server/modules/clinic/staff';
import { ensurePharmacistAccount } from '../server/modules/medicine-order/pharmacists';

const USAGE = `Usage: npm run clinic -- make-admin <email> <clinicId>
       npm run clinic -- make-pharmacy-admin <email> <pharmacyId>
       npm run clinic -- make-pharmacist <email> <pharmacyId>
       npm run clinic -- clinics <name>`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(argv: string[]): Promise<number> {
  const [command, a, b] = argv;
  const env = process.env;
  const databaseUrl = env['DATABASE_URL'] || `postgres://postgres:postgres@127.0.0.1:${env['EMBEDDED_PG_PORT'] || '54329'}/swasthya`;
  const projectId = env['FIREBASE_PROJECT_ID'] || 'demo-swasthya';
  if (projectId.startsWith('demo-')) env['FIREBASE_AUTH_EMULATOR_HOST'] ||= `127.0.0.1:${env['AUTH_EMULATOR_PORT'] || '9099'}`;
  const { db, pool } = createDb(databaseUrl, { max: 1 });
  try {
    if (command === 'clinics' && a) {
      const rows = await db.select({ id: clinics.id, name: clinics.name, city: clinics.city }).from(clinics).where(ilike(clinics.name, `%${a}%`)).limit(20);
      for (const r of rows) console.log(`${r.id}  ${r.name}, ${r.city}`);
      if (rows.length === 0) console.log('No clinic matches.');
      return 0;
    }
    if ((command === 'make-pharmacist' || command === 'make-pharmacy-admin') && a?.includes('@') && b && UUID.test(b)) {
      const app = getApps().find((x) => x.name === 'swasthya-clinic-cli') ?? initializeApp({ projectId }, 'swasthya-clinic-cli');
      const email = a.trim().toLowerCase();
      const role = command === 'make-pharmacy-admin' ? 'pharmacy-admin' : 'pharmacist';
      const row = await ensurePharmacistAccount(db, getAuth(app), { email, displayName: email.split('@')[0]!, pharmacyId: b, role });
      console.log(`${row.email} is ${role} of pharmacy ${b} (Firebase uid ${row.firebaseUid}).`);
      console.log(`Set the password here: ${await getAuth(app).generatePasswordResetLink(email)}`);
      return 0;
    }
    if (command !== 'make-admin' || !a || !b || !a.includes('@') || !UUID.test(b)) {
      console.error(USAGE);
      return 2;
    }
    const app = getApps().find((x) => x.name === 'swasthya-clinic-cli') ?? initializeApp({ projectId }, 'swasthya-clinic-cli');
    const { row, passwordLink } = await makeClinicAdmin(db, getAuth(app), a.trim().toLowerCase(), b);
    console.log(`${row.email} is clinic-admin of clinic ${b} (Firebase uid ${row.firebaseUid}).`);
    console.log(`Set the password here: ${passwordLink}`);
    return 0;
  } finally {
    await pool.end();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (err: Error) => {
  console.error(err.message);
  process.exit(1);
});
