// Seed patients other than the demo account: their past visits and reviews (which set each doctor's
// rating and votes), some upcoming bookings, and the doctors' health-feed posts.
import { REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from '../../../contracts/record-options';
import { BLOOD_GROUPS, OCCUPATIONS } from '../../../contracts/person-options';
import { FEED_POSTS, HEALTH_PROBLEMS, REVIEW_TEXTS } from './data/content';
import { SEED_CITIES } from './data/places';
import { personName } from './doctors';
import { type Rng, stableId } from './random';
import { makeSlot, takeSlot } from './slots';
import { addDays, kathmanduDay, kathmanduInstant } from './time';
import type { SeedDoctor, SeedWorld } from './world';

export const COMMUNITY_PATIENTS = 40;

type Patient = SeedWorld['patients'][number];

function communityPatients(rng: Rng, world: SeedWorld): Patient[] {
  const out: Patient[] = [];
  for (let i = 0; i < COMMUNITY_PATIENTS; i++) {
    const gender = rng.chance(0.5) ? 'female' : 'male';
    const n = personName(rng, gender);
    const city = rng.weighted(SEED_CITIES.map((c) => [c, c.weight] as const));
    const year = rng.int(1955, 2004);
    const p: Patient = {
      id: stableId(`patient:community:${i}`),
      firebaseUid: `seed-patient-${String(i + 1).padStart(4, '0')}`,
      email: `${n.firstName}.${n.lastName}.${i + 1}`.toLowerCase().replace(/\s+/g, '') + '@seed.swasthya.test',
      firstName: n.firstName,
      middleName: n.middleName,
      lastName: n.lastName,
      countryCode: '+977',
      phone: `98${rng.int(40_000_000, 69_999_999)}`,
      phoneVerified: true,
      dateOfBirth: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      bloodGroup: rng.pick(BLOOD_GROUPS),
      address: `${rng.pick(city.localities)}, ${city.city}`,
      city: city.city,
      gender,
      occupation: rng.pick(OCCUPATIONS),
      nationality: 'nepali',
      language: 'nepali',
      createdAt: addDays(world.now, -rng.int(200, 700)),
    };
    out.push(p);
    world.patients.push(p);
  }
  return out;
}

function appointmentFor(
  p: Patient,
  doctor: SeedDoctor,
  slot: ReturnType<typeof makeSlot>,
  status: 'completed' | 'confirmed' | 'pending',
  bookedAt: Date,
  reason: string,
): SeedWorld['appointments'][number] {
  return {
    id: stableId(`appointment:${slot.id}`),
    patientId: p.id,
    doctorId: doctor.id,
    slotId: slot.id,
    status,
    kind: slot.appointmentType === 'in_person' ? 'clinic' : 'online',
    amountPaisa: slot.feePaisa,
    serviceChargePaisa: 0,
    reason,
    paymentOption: 'offline',
    paymentStatus: status === 'completed' ? 'paid' : 'unpaid',
    paymentMethod: status === 'completed' ? 'cash' : null,
    infoFirstName: p.firstName,
    infoLastName: p.lastName,
    infoCountryCode: '+977',
    infoPhone: p.phone ?? '9800000000',
    infoEmail: p.email,
    infoGender: p.gender ?? 'other',
    infoBloodGroup: p.bloodGroup ?? 'O+',
    infoRelation: 'self',
    bookedAt,
    createdAt: bookedAt,
  };
}

export function addHistory(
  world: SeedWorld,
  appointmentId: string,
  steps: readonly (readonly [SeedWorld['appointments'][number]['status'], Date])[],
): void {
  let from: (typeof steps)[number][0] | null = null;
  steps.forEach(([to, at], i) => {
    world.appointmentStatusHistory.push({
      id: stableId(`history:${appointmentId}:${i}`),
      appointmentId,
      fromStatus: from,
      toStatus: to!,
      changedBy: i === 0 || to === 'canceled' ? 'patient' : to === 'completed' ? 'system' : 'doctor',
      createdAt: at,
    });
    from = to!;
  });
}

const STARS: readonly (readonly [number, number])[] = [[5, 50], [4, 30], [3, 12], [2, 5], [1, 3]];

export function buildCommunity(rng: Rng, world: SeedWorld): void {
  const patients = communityPatients(rng, world);
  const clinicName = new Map(world.clinics.map((c) => [c.id, c.name]));

  for (const doctor of world.doctors) {
    const clinicId = doctor.clinicIds[0];
    if (!clinicId) continue;
    const count = rng.int(0, 6);
    let starsTotal = 0;
    for (let k = 0; k < count; k++) {
      const p = rng.pick(patients);
      const day = kathmanduDay(world.now, -rng.int(4 + k * 20, 20 + k * 20));
      const slot = makeSlot(doctor, clinicId, kathmanduInstant(day, 9 * 60 + 15 + k * 45), 15, 'in_person', 'booked');
      world.slots.push(slot);
      const problem = rng.pick(HEALTH_PROBLEMS);
      const bookedAt = addDays(slot.startsAt, -rng.int(1, 6));
      const appt = appointmentFor(p, doctor, slot, 'completed', bookedAt, problem);
      world.appointments.push(appt);
      addHistory(world, appt.id, [['pending', bookedAt], ['confirmed', addDays(bookedAt, 0.2)], ['completed', slot.endsAt]]);
      const stars = rng.weighted(STARS);
      starsTotal += stars;
      world.reviews.push({
        id: stableId(`review:${appt.id}`),
        appointmentId: appt.id,
        patientId: p.id,
        doctorId: doctor.id,
        recommend: stars >= 4,
        clinicVisited: clinicName.get(clinicId) ?? null,
        healthProblem: problem,
        waitTime: rng.pick(stars >= 4 ? REVIEW_WAIT_TIMES.slice(0, 3) : REVIEW_WAIT_TIMES.slice(2)),
        likedAspects: stars >= 3 ? rng.sample(REVIEW_ASPECTS, rng.int(1, 3)) : [],
        rating: REVIEW_RATINGS[5 - stars]!,
        stars,
        experience: rng.pick(REVIEW_TEXTS[stars] ?? REVIEW_TEXTS[3]!),
        anonymous: rng.chance(0.15),
        createdAt: addDays(slot.endsAt, rng.int(0, 3) + 0.3),
      });
    }
    doctor.votes = count;
    doctor.ratingAvg = count === 0 ? 0 : Math.round((starsTotal / count) * 100) / 100;
  }

  // Upcoming bookings that hold slots.
  for (let k = 0; k < 80; k++) {
    const doctor = rng.pick(world.doctors);
    const slot = takeSlot(world, doctor.id, rng.int(1, 20));
    if (!slot) continue;
    const p = rng.pick(patients);
    const bookedAt = addDays(world.now, -rng.int(1, 5));
    const status = rng.chance(0.6) ? 'confirmed' : 'pending';
    const appt = appointmentFor(p, doctor, slot, status, bookedAt, rng.pick(HEALTH_PROBLEMS));
    world.appointments.push(appt);
    addHistory(world, appt.id, status === 'confirmed' ? [['pending', bookedAt], ['confirmed', addDays(bookedAt, 0.1)]] : [['pending', bookedAt]]);
  }

  buildFeed(rng, world);
}

function buildFeed(rng: Rng, world: SeedWorld): void {
  world.doctors.forEach((doctor, i) => {
    if (!rng.chance(0.4)) return;
    const options = FEED_POSTS.filter((p) => p.specs.length === 0 || p.specs.includes(doctor.specSlug));
    for (const post of rng.sample(options, rng.int(1, 2))) {
      world.healthFeedPosts.push({
        id: stableId(`feed:${i}:${post.title}`),
        doctorId: doctor.id,
        title: post.title,
        body: post.body,
        publishedAt: addDays(world.now, -rng.int(1, 120) - rng.next()),
        likes: rng.int(0, 350),
      });
    }
  });
}
