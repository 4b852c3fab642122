// Minimal rows for tests: a specialization, a doctor with a clinic, slots and a patient.
// Usable from any server test: `const f = await createFixtures(db)`.
import { randomUUID } from 'node:crypto';
import type { Db } from './client';
import {
  appointments, clinics, doctorClinics, doctors, patients, scheduleSlots, specializations,
} from './schema/index';

export interface Fixtures {
  specializationId: number;
  doctorId: string;
  clinicId: string;
  patientId: string;
}

export async function createFixtures(db: Db): Promise<Fixtures> {
  const tag = randomUUID().slice(0, 8);
  const [spec] = await db
    .insert(specializations)
    .values({ slug: `fixture-${tag}`, nameEn: 'Fixture Medicine', nameNe: 'परीक्षण औषधि' })
    .returning({ id: specializations.id });
  const [doctor] = await db
    .insert(doctors)
    .values({
      firstName: 'Ram',
      lastName: 'Thapa',
      gender: 'male',
      nmcNumber: `F-${tag}`,
      mainSpecializationId: spec!.id,
      city: 'Kathmandu',
      consultationFeePaisa: 50_000,
    })
    .returning({ id: doctors.id });
  const [clinic] = await db
    .insert(clinics)
    .values({ name: `Fixture Clinic ${tag}`, address: 'Putalisadak', city: 'Kathmandu' })
    .returning({ id: clinics.id });
  await db.insert(doctorClinics).values({ doctorId: doctor!.id, clinicId: clinic!.id });
  const patient = await createFixturePatient(db);
  return { specializationId: spec!.id, doctorId: doctor!.id, clinicId: clinic!.id, patientId: patient };
}

export async function createFixturePatient(db: Db, overrides: Partial<typeof patients.$inferInsert> = {}) {
  const tag = randomUUID();
  const [row] = await db
    .insert(patients)
    .values({ firebaseUid: `uid-${tag}`, email: `p-${tag}@example.test`, firstName: 'Sita', lastName: 'Rai', ...overrides })
    .returning({ id: patients.id });
  return row!.id;
}

export async function createFixtureSlot(
  db: Db,
  f: Fixtures,
  startsAt: Date = new Date(Date.now() + 3 * 86_400_000),
): Promise<string> {
  const [slot] = await db
    .insert(scheduleSlots)
    .values({
      doctorId: f.doctorId,
      clinicId: f.clinicId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      appointmentType: 'in_person',
      feePaisa: 50_000,
    })
    .returning({ id: scheduleSlots.id });
  return slot!.id;
}

/** Values for a valid appointment row on `slotId`; override any column. */
export function appointmentValues(
  f: Fixtures,
  slotId: string,
  overrides: Partial<typeof appointments.$inferInsert> = {},
): typeof appointments.$inferInsert {
  return {
    patientId: f.patientId,
    doctorId: f.doctorId,
    slotId,
    kind: 'clinic',
    amountPaisa: 50_000,
    reason: 'Fever for three days',
    paymentOption: 'offline',
    infoFirstName: 'Sita',
    infoLastName: 'Rai',
    infoPhone: '9841000000',
    infoEmail: 'sita@example.test',
    infoGender: 'female',
    infoBloodGroup: 'O+',
    ...overrides,
  };
}
