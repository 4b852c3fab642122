// Seed doctors: names, NMC numbers, specializations, education, experience, services and fees.
import { GENDERS } from '../../../contracts/person-options';
import { MIDDLE_NAMES_FEMALE, MIDDLE_NAMES_MALE, NAME_GROUPS, type NameGroup } from './data/names';
import { nameNe } from './data/names-ne';
import { HOSPITAL_EMPLOYERS, MBBS_SCHOOLS, PG_SCHOOLS, SEED_CITIES } from './data/places';
import { RELATED_SPECIALIZATIONS, SPECIALIZATIONS, type SpecializationSeed } from './data/specializations';
import { assignClinics } from './clinics';
import { type Rng, stableId } from './random';
import type { SeedDoctor, SeedWorld } from './world';

export const DOCTOR_COUNT = 320;

export function buildSpecializations(world: SeedWorld): void {
  SPECIALIZATIONS.forEach((s, i) => {
    world.specializations.push({ id: i + 1, slug: s.slug, nameEn: s.nameEn, nameNe: s.nameNe });
  });
}

const COMMUNITY_LANGUAGES: Record<string, readonly string[]> = {
  Newar: ['Nepal Bhasa'], Gurung: ['Gurung'], Magar: ['Magar'], Tamang: ['Tamang'], Sherpa: ['Sherpa'],
  Rai: ['Bantawa'], Limbu: ['Limbu'], Tharu: ['Tharu', 'Hindi'], Madhesi: ['Maithili', 'Bhojpuri', 'Hindi'],
  Muslim: ['Urdu', 'Hindi'],
};

export function personName(rng: Rng, gender: (typeof GENDERS)[number], group?: NameGroup) {
  const g = group ?? rng.weighted(NAME_GROUPS.map((n) => [n, n.weight] as const));
  const first = rng.pick(gender === 'female' ? g.female : g.male);
  const middle =
    !first.includes(' ') && rng.chance(0.18)
      ? rng.pick(gender === 'female' ? MIDDLE_NAMES_FEMALE : MIDDLE_NAMES_MALE)
      : null;
  const last = rng.pick(g.surnames);
  return {
    firstName: first, middleName: middle, lastName: last, group: g,
    // The same name in Devanagari (no draw from rng: the rest of the seed stays as it was).
    firstNameNe: nameNe(first), middleNameNe: middle ? nameNe(middle) : null, lastNameNe: nameNe(last),
  };
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

function feeRupees(rng: Rng, spec: SpecializationSeed): number {
  if (rng.chance(0.07)) return 0;
  const superSpecialist = spec.degrees.length > 1;
  const [lo, hi] = spec.degrees.length === 0 ? [300, 800] : superSpecialist ? [1000, 2000] : [500, 1500];
  return roundTo(rng.int(lo, hi), 50);
}

const FIELD: Record<string, string> = {
  'general-physician': 'general medicine',
  'gynaecology-obstetrics': 'gynaecology and obstetrics',
  ent: 'ear, nose and throat care',
  'cardiothoracic-surgery': 'cardiothoracic and vascular surgery',
  'infectious-diseases': 'infectious and tropical diseases',
};

function biography(d: SeedDoctor, spec: SpecializationSeed, employer: string, services: string[]): string {
  const pronoun = d.gender === 'female' ? 'She' : 'He';
  const langs = (d.languages ?? []).join(', ');
  return [
    `Dr. ${d.firstName} ${d.lastName} is a ${spec.title.toLowerCase()} with ${d.experienceYears} years of experience in ${FIELD[spec.slug] ?? spec.nameEn.toLowerCase()}.`,
    `${pronoun} has worked at ${employer} and now sees patients in ${d.city}.`,
    `Areas of interest include ${services.slice(0, 3).map((s) => s.toLowerCase()).join(', ')}.`,
    `Consultations in ${langs}.`,
  ].join(' ');
}

const DISCOUNT_PERCENTS = [10, 15, 20, 25] as const;

export function buildDoctors(rng: Rng, world: SeedWorld): void {
  const nowYear = world.now.getUTCFullYear();
  const specIds = new Map(world.specializations.map((s) => [s.slug, s.id]));
  const drafts: { doctor: SeedDoctor; spec: SpecializationSeed; mbbsYear: number }[] = [];

  for (let i = 0; i < DOCTOR_COUNT; i++) {
    const spec = rng.weighted(SPECIALIZATIONS.map((s) => [s, s.weight] as const));
    const city = rng.weighted(SEED_CITIES.map((c) => [c, c.weight] as const)).city;
    const gender = rng.chance(0.44) ? 'female' : 'male';
    const name = personName(rng, gender);
    const minExp = spec.degrees.length > 1 ? 9 : spec.degrees.length === 1 ? 5 : 1;
    const experienceYears = rng.int(minExp, Math.max(minExp + 4, 36));
    const mbbsYear = nowYear - experienceYears;
    const languages = ['Nepali', 'English', ...rng.sample(COMMUNITY_LANGUAGES[name.group.community] ?? ['Hindi'], 1)];
    const id = stableId(`doctor:${i}`);
    const doctor: SeedDoctor = {
      id,
      specSlug: spec.slug,
      clinicIds: [],
      firstName: name.firstName,
      middleName: name.middleName,
      lastName: name.lastName,
      firstNameNe: name.firstNameNe,
      middleNameNe: name.middleNameNe,
      lastNameNe: name.lastNameNe,
      gender,
      profilePictureUrl: null,
      nmcNumber: '',
      registrationVerified: rng.chance(0.92),
      experienceYears,
      consultationFeePaisa: feeRupees(rng, spec) * 100,
      // About one in eleven has a promotion (not drawn from rng: the rest of the seed stays as it was).
      discountPercent: i % 11 === 3 ? DISCOUNT_PERCENTS[Math.floor(i / 11) % DISCOUNT_PERCENTS.length]! : 0,
      ratingAvg: 0,
      votes: 0,
      maxWaitMinutes: rng.pick([10, 15, 20, 30, 45, 60]),
      mainSpecializationId: specIds.get(spec.slug)!,
      city,
      languages: [...new Set(languages)],
    };
    drafts.push({ doctor, spec, mbbsYear });
    world.doctors.push(doctor);
    addProfile(rng, world, doctor, spec, mbbsYear, nowYear, specIds);
    assignClinics(rng, world, doctor);
  }

  // NMC numbers grow with the year of registration: older doctors have lower numbers.
  const used = new Set<number>();
  for (const { doctor, mbbsYear } of [...drafts].sort((a, b) => a.mbbsYear - b.mbbsYear)) {
    let n = Math.min(99_999, Math.max(1_000, 1_000 + (mbbsYear + 1 - 1985) * 720 + rng.int(0, 700)));
    while (used.has(n)) n++;
    used.add(n);
    doctor.nmcNumber = String(n);
  }
}

function addProfile(
  rng: Rng,
  world: SeedWorld,
  doctor: SeedDoctor,
  spec: SpecializationSeed,
  mbbsYear: number,
  nowYear: number,
  specIds: Map<string, number>,
): void {
  const id = doctor.id;
  const school = rng.weighted(MBBS_SCHOOLS);
  world.doctorEducation.push({
    id: stableId(`edu:${id}:0`),
    doctorId: id,
    degree: spec.basic ?? 'MBBS',
    institution: `${school.name}, ${school.city}${school.country === 'Nepal' ? '' : `, ${school.country}`}`,
    year: mbbsYear,
  });
  let year = mbbsYear;
  const degrees = spec.basic === 'BDS' && rng.chance(0.35) ? ['MDS Orthodontics'] : spec.degrees;
  degrees.forEach((degree, k) => {
    year = Math.min(nowYear - 1, year + rng.int(4, 6));
    const pg = rng.weighted(PG_SCHOOLS);
    world.doctorEducation.push({
      id: stableId(`edu:${id}:${k + 1}`),
      doctorId: id,
      degree,
      institution: `${pg.name}, ${pg.city}${pg.country === 'Nepal' ? '' : `, ${pg.country}`}`,
      year,
    });
  });

  const employers = rng.sample(HOSPITAL_EMPLOYERS, rng.int(1, 2));
  let from = mbbsYear + 1;
  employers.forEach((employer, k) => {
    const last = k === employers.length - 1;
    const to = last ? null : Math.min(nowYear, from + rng.int(2, 6));
    world.doctorExperiences.push({
      id: stableId(`exp:${id}:${k}`),
      doctorId: id,
      title: k === 0 && spec.degrees.length > 0 ? 'Medical Officer' : spec.title,
      organisation: employer,
      fromYear: Math.min(from, nowYear),
      toYear: to,
    });
    if (to) from = to;
  });

  const services = rng.sample(spec.services, rng.int(3, Math.min(5, spec.services.length)));
  services.forEach((name) => world.doctorServices.push({ id: stableId(`svc:${id}:${name}`), doctorId: id, name }));

  world.doctorSpecializations.push({ doctorId: id, specializationId: specIds.get(spec.slug)! });
  const related = RELATED_SPECIALIZATIONS[spec.slug];
  if (related && rng.chance(0.5)) {
    world.doctorSpecializations.push({ doctorId: id, specializationId: specIds.get(rng.pick(related))! });
  }
  doctor.biography = biography(doctor, spec, employers[0]!, services);
}
