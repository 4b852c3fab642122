// Seed clinics per city and each doctor's weekly hours at the clinics they attend.
import { CLINIC_KINDS, CLINIC_PREFIXES, SEED_CITIES } from './data/places';
import { type Rng, stableId } from './random';
import { toHhmm } from './time';
import type { SeedDoctor, SeedWorld } from './world';

export function landline(rng: Rng, areaCode: string): string {
  return areaCode === '01' ? `01-${rng.int(4000000, 5999999)}` : `${areaCode}-${rng.int(500000, 599999)}`;
}

export function jitter(rng: Rng, value: number, spread = 0.02): number {
  return Math.round((value + (rng.next() - 0.5) * spread * 2) * 1e6) / 1e6;
}

export function buildClinics(rng: Rng, world: SeedWorld): void {
  for (const c of SEED_CITIES) {
    const count = Math.max(2, Math.round(c.weight * 0.9));
    const names = new Set<string>();
    for (let i = 0; names.size < count && i < count * 10; i++) {
      const base = rng.chance(0.65) ? rng.pick(c.localities) : rng.pick(CLINIC_PREFIXES);
      names.add(`${base} ${rng.pick(CLINIC_KINDS)}`);
    }
    for (const name of names) {
      const locality = c.localities.find((l) => name.startsWith(l)) ?? rng.pick(c.localities);
      world.clinics.push({
        id: stableId(`clinic:${c.city}:${name}`),
        name,
        address: `${locality}, ${c.city}`,
        city: c.city,
        latitude: jitter(rng, c.lat),
        longitude: jitter(rng, c.lng),
        phone: landline(rng, c.areaCode),
      });
    }
  }
}

/** Shifts (local minutes) a doctor may hold at a clinic: before/after hospital duty or a day shift. */
const SHIFTS: readonly (readonly [number, number])[] = [
  [7 * 60, 10 * 60],
  [8 * 60, 11 * 60],
  [10 * 60, 14 * 60],
  [11 * 60, 15 * 60],
  [14 * 60, 17 * 60],
  [16 * 60, 19 * 60],
  [17 * 60, 20 * 60],
];

/** Attaches 1–2 clinics in the doctor's city and 7 rows of weekly hours per clinic (Saturday mostly closed). */
export function assignClinics(rng: Rng, world: SeedWorld, doctor: SeedDoctor): void {
  const local = world.clinics.filter((c) => c.city === doctor.city);
  const first = rng.pick(SHIFTS);
  // A second clinic only in a shift that does not overlap the first (a doctor is in one place at a time).
  const others = SHIFTS.filter(([o, c]) => o >= first[1] || c <= first[0]);
  const shifts = rng.chance(0.4) && others.length > 0 ? [first, rng.pick(others)] : [first];
  const chosen = rng.sample(local, shifts.length);
  chosen.forEach((clinic, i) => {
    doctor.clinicIds.push(clinic.id);
    world.doctorClinics.push({ doctorId: doctor.id, clinicId: clinic.id });
    const [open, close] = shifts[i] ?? SHIFTS[0]!;
    const saturdayClosed = rng.chance(0.85);
    const extraClosed = rng.chance(0.4) ? rng.int(0, 5) : -1;
    for (let weekday = 0; weekday <= 6; weekday++) {
      const closed = (weekday === 6 && saturdayClosed) || weekday === extraClosed;
      world.clinicHours.push({
        id: stableId(`hours:${doctor.id}:${clinic.id}:${weekday}`),
        doctorId: doctor.id,
        clinicId: clinic.id,
        weekday,
        opensAt: closed ? null : `${toHhmm(open)}:00`,
        closesAt: closed ? null : `${toHhmm(close)}:00`,
        isClosed: closed,
      });
    }
  });
}
