// Seed pharmacies and diagnostic centres across the seeded cities.
import { DIAGNOSTIC_NAMES, DIAGNOSTIC_TESTS, PHARMACY_NAMES, PHARMACY_SERVICES } from './data/directory';
import { SEED_CITIES } from './data/places';
import { placeNameNe } from './data/places-ne';
import { jitter, landline } from './clinics';
import { type Rng, stableId } from './random';
import type { SeedWorld } from './world';

export const PHARMACY_COUNT = 60;
export const DIAGNOSTIC_COUNT = 36;

function rating(rng: Rng): { ratingAvg: number; votes: number } {
  const votes = rng.int(0, 240);
  return { votes, ratingAvg: votes === 0 ? 0 : Math.round((3.2 + rng.next() * 1.8) * 100) / 100 };
}

function hours(rng: Rng) {
  const is24Hours = rng.chance(0.15);
  return {
    is24Hours,
    opensAt: is24Hours ? null : rng.pick(['06:30:00', '07:00:00', '08:00:00', '09:00:00']),
    closesAt: is24Hours ? null : rng.pick(['19:00:00', '20:00:00', '21:00:00', '22:00:00']),
    closedWeekdays: is24Hours || rng.chance(0.6) ? [] : [6],
  };
}

export function buildDirectory(rng: Rng, world: SeedWorld): void {
  const cities = SEED_CITIES.map((c) => [c, c.weight + 1] as const);
  const seen = new Set<string>();

  for (let i = 0; world.pharmacies.length < PHARMACY_COUNT; i++) {
    const c = rng.weighted(cities);
    const locality = rng.pick(c.localities);
    const name = rng.chance(0.5) ? rng.pick(PHARMACY_NAMES) : `${locality} Pharmacy`;
    if (seen.has(`${name}|${c.city}`)) continue;
    seen.add(`${name}|${c.city}`);
    world.pharmacies.push({
      id: stableId(`pharmacy:${i}`),
      name,
      nameNe: placeNameNe(name, locality),
      licenseNumber: `DDA-PH-${String(10_000 + i * 137).padStart(6, '0')}`,
      address: `${locality}, ${c.city}`,
      city: c.city,
      phone: rng.chance(0.5) ? landline(rng, c.areaCode) : `98${rng.int(40_000_000, 69_999_999)}`,
      latitude: jitter(rng, c.lat),
      longitude: jitter(rng, c.lng),
      ...hours(rng),
      ...rating(rng),
      homeDelivery: rng.chance(0.55),
      services: rng.sample(PHARMACY_SERVICES, rng.int(3, 7)),
    });
  }

  for (let i = 0; world.diagnosticCentres.length < DIAGNOSTIC_COUNT; i++) {
    const c = rng.weighted(cities);
    const name = rng.pick(DIAGNOSTIC_NAMES);
    if (seen.has(`${name}|${c.city}`)) continue;
    seen.add(`${name}|${c.city}`);
    world.diagnosticCentres.push({
      id: stableId(`diagnostic:${i}`),
      name,
      nameNe: placeNameNe(name),
      licenseNumber: `DOHS-LAB-${String(2_000 + i * 53).padStart(5, '0')}`,
      address: `${rng.pick(c.localities)}, ${c.city}`,
      city: c.city,
      phone: landline(rng, c.areaCode),
      latitude: jitter(rng, c.lat),
      longitude: jitter(rng, c.lng),
      ...hours(rng),
      ...rating(rng),
      homeCollection: rng.chance(0.6),
      testsOffered: rng.sample(DIAGNOSTIC_TESTS, rng.int(8, 18)),
    });
  }
}
