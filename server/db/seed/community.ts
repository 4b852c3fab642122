// Seed patients other than the demo account: their past visits and reviews (which set each doctor's
// rating and votes), some upcoming bookings, and the doctors' health-feed posts, in English and Nepali.
import { REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from '../../../contracts/record-options';
import { BLOOD_GROUPS, OCCUPATIONS } from '../../../contracts/person-options';
import { FEED_POSTS, FEED_POSTS_NE, HEALTH_PROBLEMS, HEALTH_PROBLEMS_NE, REVIEW_TEXTS, REVIEW_TEXTS_NE } from './data/content';
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

/** Share of the community's reviews written in Nepali. */
const NEPALI_REVIEWS = 0.35;

/**
 * `voice` chooses the language of each review from its own sequence: the other draws (who reviewed
 * whom, the stars and so the ratings) are the same as before reviews had a language.
 */
export function buildCommunity(rng: Rng, world: SeedWorld, voice: Rng): void {
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
      const review: SeedWorld['reviews'][number] = {
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
        language: 'en',
        anonymous: rng.chance(0.15),
        createdAt: addDays(slot.endsAt, rng.int(0, 3) + 0.3),
      };
      if (voice.chance(NEPALI_REVIEWS)) {
        review.language = 'ne';
        review.healthProblem = HEALTH_PROBLEMS_NE[HEALTH_PROBLEMS.indexOf(problem)] ?? null;
        review.experience = voice.pick(REVIEW_TEXTS_NE[stars] ?? REVIEW_TEXTS_NE[3]!);
      }
      world.reviews.push(review);
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

/** At most this many posts per doctor. */
const POSTS_PER_DOCTOR = 3;

/**
 * Each post goes to one doctor of a specialization that would write it: the same tip word for word
 * under several doctors reads as copied. Some doctors write two or three; most write none.
 */
function buildFeed(rng: Rng, world: SeedWorld): void {
  const posts = [
    ...FEED_POSTS.map((p) => ({ ...p, language: 'en' as const })),
    ...FEED_POSTS_NE.map((p) => ({ ...p, language: 'ne' as const })),
  ];
  const written = new Map<string, number>();
  for (const post of posts) {
    const fits = world.doctors.filter((d) =>
      (post.specs.length === 0 || post.specs.includes(d.specSlug)) && (written.get(d.id) ?? 0) < POSTS_PER_DOCTOR);
    if (fits.length === 0) continue;
    const authors = fits.filter((d) => written.has(d.id));
    const doctor = authors.length > 0 && rng.chance(0.4) ? rng.pick(authors) : rng.pick(fits);
    written.set(doctor.id, (written.get(doctor.id) ?? 0) + 1);
    world.healthFeedPosts.push({
      id: stableId(`feed:${post.language}:${post.title}`),
      doctorId: doctor.id,
      title: post.title,
      body: post.body,
      language: post.language,
      publishedAt: addDays(world.now, -rng.int(1, 120) - rng.next()),
      likes: rng.int(0, 350),
    });
  }
}
