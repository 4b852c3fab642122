// The demo patient's complete record: profile, family, appointments (past and upcoming), payments,
// invoices, prescriptions, lab tests, notifications, preferences, activity, favourites and a chat.
import { DEMO_PATIENT } from './demo-account';
import { addDemoExtras } from './demo-extras';
import { addHistory } from './community';
import { type Rng, stableId } from './random';
import { makeSlot, takeSlot } from './slots';
import { addDays, kathmanduDay, kathmanduInstant } from './time';
import type { SeedDoctor, SeedWorld } from './world';

export const DEMO_PATIENT_ID = stableId('patient:demo');

type Appointment = SeedWorld['appointments'][number];

function firstDoctor(world: SeedWorld, pred: (d: SeedDoctor) => boolean): SeedDoctor {
  const d = world.doctors.find(pred);
  if (!d) throw new Error('seed: no doctor matches the demo scenario');
  return d;
}

/** Doctors of a specialization in the Kathmandu valley with a fee and an upcoming slot of `type`. */
function bookable(world: SeedWorld, slug: string, type: 'in_person' | 'video', afterDays: number): SeedDoctor {
  const from = world.now.getTime() + afterDays * 86_400_000;
  const withSlot = new Set(
    world.slots
      .filter((s) => s.status === 'available' && s.appointmentType === type && s.startsAt.getTime() >= from)
      .map((s) => s.doctorId),
  );
  const valley = ['Kathmandu', 'Lalitpur', 'Bhaktapur'];
  return (
    world.doctors.find((d) => d.specSlug === slug && valley.includes(d.city) && withSlot.has(d.id) && (d.consultationFeePaisa ?? 0) > 0) ??
    firstDoctor(world, (d) => withSlot.has(d.id) && (d.consultationFeePaisa ?? 0) > 0)
  );
}

export function buildDemoPatient(rng: Rng, world: SeedWorld): void {
  const now = world.now;
  const id = DEMO_PATIENT_ID;
  world.patients.push({
    id,
    firebaseUid: DEMO_PATIENT.uid,
    email: DEMO_PATIENT.email,
    firstName: DEMO_PATIENT.firstName,
    lastName: DEMO_PATIENT.lastName,
    countryCode: '+977',
    phone: '9841234567',
    phoneVerified: true,
    dateOfBirth: '1992-04-18',
    bloodGroup: 'O+',
    address: 'Naya Baneshwor-10',
    city: 'Kathmandu',
    timeZone: 'Asia/Kathmandu',
    postalCode: '44600',
    maritalStatus: 'married',
    occupation: 'Teacher',
    religion: 'hindu',
    gender: 'female',
    nationality: 'nepali',
    language: 'nepali',
    createdAt: addDays(now, -400),
  });

  const gp = bookable(world, 'internal-medicine', 'in_person', 0);
  const paeds = bookable(world, 'paediatrics', 'in_person', 0);
  const gynae = bookable(world, 'gynaecology-obstetrics', 'in_person', 4);
  const derm = bookable(world, 'dermatology', 'video', 2);
  const family = [
    { key: 'husband', firstName: 'Ram', lastName: 'Sharma', relation: 'husband', gender: 'male', bloodGroup: 'B+', dateOfBirth: '1988-09-02', doctorId: gp.id },
    { key: 'daughter', firstName: 'Asha', lastName: 'Sharma', relation: 'daughter', gender: 'female', bloodGroup: 'O+', dateOfBirth: '2017-01-25', doctorId: paeds.id },
    { key: 'mother', firstName: 'Kamala', lastName: 'Poudel', relation: 'mother', gender: 'female', bloodGroup: 'A+', dateOfBirth: '1961-06-11', doctorId: gp.id },
  ] as const;
  for (const m of family) {
    world.familyMembers.push({
      id: stableId(`family:demo:${m.key}`), patientId: id, firstName: m.firstName, lastName: m.lastName,
      relation: m.relation, gender: m.gender, bloodGroup: m.bloodGroup, dateOfBirth: m.dateOfBirth,
      phone: m.key === 'daughter' ? null : `98${rng.int(40_000_000, 69_999_999)}`, address: 'Naya Baneshwor-10, Kathmandu',
      doctorId: m.doctorId, createdAt: addDays(now, -390),
    });
  }
  const daughterId = stableId('family:demo:daughter');

  const info = (over: Partial<Appointment> = {}) => ({
    patientId: id, infoFirstName: 'Sita', infoLastName: 'Sharma', infoCountryCode: '+977', infoPhone: '9841234567',
    infoEmail: DEMO_PATIENT.email, infoGender: 'female' as const, infoBloodGroup: 'O+' as const, infoRelation: 'self' as const,
    ...over,
  });
  const pastSlot = (doctor: SeedDoctor, daysAgo: number, minutes: number) => {
    const slot = makeSlot(doctor, doctor.clinicIds[0]!, kathmanduInstant(kathmanduDay(now, -daysAgo), minutes), 15, 'in_person', 'booked');
    world.slots.push(slot);
    return slot;
  };
  const push = (key: string, a: Omit<Appointment, 'id'>): Appointment => {
    const appt = { id: stableId(`appointment:demo:${key}`), ...a };
    world.appointments.push(appt);
    return appt;
  };

  // 1. Past, completed, paid online with eSewa (has a prescription, lab tests and an invoice; not yet reviewed).
  const s1 = pastSlot(gp, 21, 10 * 60 + 10);
  const a1 = push('checkup', {
    ...info(), doctorId: gp.id, slotId: s1.id, status: 'completed', kind: 'clinic', amountPaisa: s1.feePaisa,
    serviceChargePaisa: 2_000, reason: 'Tiredness and headaches for two weeks', comments: 'Blood pressure was high at a pharmacy check.',
    paymentOption: 'online', paymentStatus: 'paid', paymentMethod: 'esewa', bookedAt: addDays(s1.startsAt, -3), createdAt: addDays(s1.startsAt, -3),
  });
  addHistory(world, a1.id, [['pending', addDays(s1.startsAt, -3)], ['confirmed', addDays(s1.startsAt, -2.9)], ['completed', s1.endsAt]]);

  // 2. Past, completed, for the daughter, paid in cash at the clinic.
  const s2 = pastSlot(paeds, 48, 8 * 60 + 40);
  const a2 = push('daughter-fever', {
    ...info({ familyMemberId: daughterId, infoFirstName: 'Asha', infoGender: 'female', infoBloodGroup: 'O+', infoRelation: 'daughter' }),
    doctorId: paeds.id, slotId: s2.id, status: 'completed', kind: 'clinic', amountPaisa: s2.feePaisa, serviceChargePaisa: 0,
    reason: 'Fever and cough for three days', paymentOption: 'offline', paymentStatus: 'paid', paymentMethod: 'cash',
    bookedAt: addDays(s2.startsAt, -1), createdAt: addDays(s2.startsAt, -1),
  });
  addHistory(world, a2.id, [['pending', addDays(s2.startsAt, -1)], ['confirmed', addDays(s2.startsAt, -0.9)], ['completed', s2.endsAt]]);

  // 3. Upcoming, pending, pay offline (unpaid; Pay Now offered). More than 24 h away: can be rescheduled or canceled.
  const s3 = takeSlot(world, gynae.id, 4, 'in_person')!;
  const a3 = push('upcoming-pending', {
    ...info(), doctorId: gynae.id, slotId: s3.id, status: 'pending', kind: 'clinic', amountPaisa: s3.feePaisa, serviceChargePaisa: 0,
    reason: 'Routine gynaecological check-up', paymentOption: 'offline', paymentStatus: 'unpaid', paymentMethod: null,
    bookedAt: addDays(now, -1), createdAt: addDays(now, -1),
  });
  addHistory(world, a3.id, [['pending', addDays(now, -1)]]);

  // 4. Upcoming video consultation, confirmed, paid with Khalti.
  const s4 = takeSlot(world, derm.id, 2, 'video')!;
  const a4 = push('upcoming-video', {
    ...info(), doctorId: derm.id, slotId: s4.id, status: 'confirmed', kind: 'online', amountPaisa: s4.feePaisa, serviceChargePaisa: 1_500,
    reason: 'Itchy rash on both arms', paymentOption: 'online', paymentStatus: 'paid', paymentMethod: 'khalti',
    bookedAt: addDays(now, -2), createdAt: addDays(now, -2),
  });
  addHistory(world, a4.id, [['pending', addDays(now, -2)], ['confirmed', addDays(now, -1.95)]]);

  // 5. Canceled by the patient; its slot is free again.
  const s5 = takeSlot(world, gp.id, 6, 'in_person');
  if (s5) {
    s5.status = 'available';
    const a5 = push('canceled', {
      ...info(), doctorId: gp.id, slotId: s5.id, status: 'canceled', kind: 'clinic', amountPaisa: s5.feePaisa, serviceChargePaisa: 0,
      reason: 'Follow-up of blood pressure', paymentOption: 'offline', paymentStatus: 'unpaid', paymentMethod: null,
      cancelReason: 'Travelling to Pokhara that week', canceledAt: addDays(now, -0.5), bookedAt: addDays(now, -4), createdAt: addDays(now, -4),
    });
    addHistory(world, a5.id, [['pending', addDays(now, -4)], ['canceled', addDays(now, -0.5)]]);
  }

  addDemoExtras(rng, world, { id, gp, paeds, gynae, derm, a1, a2, a3, a4, s1, daughterId });
}
