import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../../contracts/cities';
import { textLanguage } from '../../contracts/text-language';
import { buildSeedWorld, countSeedRows, DEMO_PATIENT, seedDatabase } from './seed/index';
import { topUpSlots } from './seed/top-up';
import { createTestDatabase, type TestDatabase } from './testing';

const NOW = new Date('2026-11-21T04:00:00Z');
let t: TestDatabase;
const world = () => buildSeedWorld(NOW);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('seedDatabase', () => {
  it('is deterministic: the same `now` builds the same rows and ids', () => {
    const a = buildSeedWorld(NOW);
    const b = buildSeedWorld(NOW);
    expect(a.doctors.map((d) => [d.id, d.firstName, d.lastName, d.nmcNumber])).toEqual(
      b.doctors.map((d) => [d.id, d.firstName, d.lastName, d.nmcNumber]),
    );
    expect(a.slots.map((s) => s.id)).toEqual(b.slots.map((s) => s.id));
  });

  it('keeps doctors, ratings and the directory the same whatever day of the year it runs', () => {
    const a = buildSeedWorld(NOW);
    const b = buildSeedWorld(new Date('2026-12-09T11:30:00Z'));
    const doctor = (w: typeof a) => w.doctors.map((d) => [d.id, d.nmcNumber, d.ratingAvg, d.votes, d.consultationFeePaisa]);
    expect(doctor(b)).toEqual(doctor(a));
    expect(b.pharmacies).toEqual(a.pharmacies);
    expect(b.clinics).toEqual(a.clinics);
  });

  it('loads every planned row, meets the minimums and is idempotent', async () => {
    const started = Date.now();
    expect(await seedDatabase(t.db, { now: NOW })).toEqual({ inserted: true });
    const elapsed = Date.now() - started;
    const counts = await countSeedRows(t.db);
    const world = buildSeedWorld(NOW);
    expect(counts.doctors).toBe(world.doctors.length);
    expect(counts.schedule_slots).toBe(world.slots.length);
    expect(counts.appointments).toBe(world.appointments.length);
    expect(counts.reviews).toBe(world.reviews.length);

    expect(counts.doctors).toBeGreaterThanOrEqual(300);
    expect(counts.specializations).toBeGreaterThanOrEqual(20);
    expect(counts.cities).toBeGreaterThanOrEqual(15);
    expect(counts.pharmacies).toBeGreaterThanOrEqual(50);
    expect(counts.diagnostic_centres).toBeGreaterThanOrEqual(30);
    expect(counts.schedule_slots).toBeLessThan(60_000);
    expect(elapsed).toBeLessThan(20_000);

    expect(await seedDatabase(t.db, { now: NOW })).toEqual({ inserted: false });
    expect(await seedDatabase(t.db, { now: new Date('2027-01-01T00:00:00Z') })).toEqual({ inserted: false });
    expect(await countSeedRows(t.db)).toEqual(counts);
  });

  it('uses real city names, Nepali specialization names and unique 4–5 digit NMC numbers', async () => {
    const cities = await t.db.execute<{ city: string }>(sql`SELECT DISTINCT city FROM doctors`);
    for (const { city } of cities.rows) expect(CITIES as readonly string[]).toContain(city);
    const specs = await t.db.execute<{ name_ne: string }>(sql`SELECT name_ne FROM specializations`);
    for (const { name_ne } of specs.rows) expect(name_ne).toMatch(/[\u0900-\u097F]/);
    const nmc = await t.db.execute<{ bad: number }>(
      sql`SELECT count(*)::int AS bad FROM doctors WHERE nmc_number !~ '^[0-9]{4,5}$'`,
    );
    expect(nmc.rows[0]!.bad).toBe(0);
    const free = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctors WHERE consultation_fee_paisa = 0`);
    expect(free.rows[0]!.n).toBeGreaterThan(0);
    const fees = await t.db.execute<{ max: number }>(sql`SELECT max(consultation_fee_paisa)::int AS max FROM doctors`);
    expect(fees.rows[0]!.max).toBeLessThanOrEqual(200_000);
  });

  it('names doctors and places as people in Nepal write them, in Latin and Devanagari script (issue 19)', async () => {
    const deva = /^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/;
    const doctors = await t.db.execute<{ first_name: string; middle_name: string | null; last_name: string; first_name_ne: string; middle_name_ne: string | null; last_name_ne: string }>(
      sql`SELECT first_name, middle_name, last_name, first_name_ne, middle_name_ne, last_name_ne FROM doctors`,
    );
    for (const d of doctors.rows) {
      const name = `${d.first_name} ${d.last_name}`;
      expect(d.first_name_ne, name).toMatch(deva);
      expect(d.last_name_ne, name).toMatch(deva);
      expect(d.middle_name_ne === null, name).toBe(d.middle_name === null);
      if (d.middle_name_ne) expect(d.middle_name_ne, name).toMatch(deva);
      // No 'Bal Bal': a given name is never the surname, nor a lone first half of a two-word name.
      expect(d.first_name, name).not.toBe(d.last_name);
      expect(['Bal', 'Min', 'Tek', 'Dil', 'Yam', 'Suk', 'Jit', 'Hom', 'Nar', 'Bir']).not.toContain(d.first_name);
    }
    const ramesh = world().doctors.find((d) => d.lastName === 'Katuwal');
    if (ramesh) expect(ramesh.lastNameNe).toBe('कटुवाल');
    for (const table of ['pharmacies', 'diagnostic_centres']) {
      const places = await t.db.execute<{ name: string; name_ne: string }>(sql.raw(`SELECT name, name_ne FROM ${table}`));
      for (const p of places.rows) expect(p.name_ne, p.name).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('writes health-feed posts and reviews in English and Nepali, each post under one doctor only (issue 19)', async () => {
    const posts = await t.db.execute<{ doctor_id: string; title: string; body: string; language: 'en' | 'ne' }>(
      sql`SELECT doctor_id, title, body, language FROM health_feed_posts`,
    );
    const ne = posts.rows.filter((p) => p.language === 'ne');
    expect(ne.length).toBeGreaterThanOrEqual(15);
    expect(posts.rows.length - ne.length).toBeGreaterThanOrEqual(15);
    // The language each one is marked with is the script it is written in.
    for (const p of posts.rows) expect(textLanguage(p.title, p.body), p.title).toBe(p.language);
    // No text under more than one doctor, and no doctor with the same post twice.
    const byBody = new Map<string, Set<string>>();
    for (const p of posts.rows) byBody.set(p.body, (byBody.get(p.body) ?? new Set()).add(p.doctor_id));
    expect([...byBody].filter(([, doctors]) => doctors.size > 1).map(([body]) => body)).toEqual([]);
    expect(byBody.size).toBe(posts.rows.length);
    expect(new Set(posts.rows.map((p) => p.title)).size).toBe(posts.rows.length);

    const reviews = await t.db.execute<{ experience: string; health_problem: string | null; language: 'en' | 'ne' }>(
      sql`SELECT experience, health_problem, language FROM reviews`,
    );
    const neReviews = reviews.rows.filter((r) => r.language === 'ne');
    expect(neReviews.length).toBeGreaterThan(reviews.rows.length / 5);
    expect(neReviews.length).toBeLessThan(reviews.rows.length / 2);
    for (const r of reviews.rows) expect(textLanguage(r.experience, r.health_problem), r.experience).toBe(r.language);
  });

  it('gives the demo patient a complete record with slots held by live appointments', async () => {
    const patient = await t.db.execute<{ id: string; city: string; date_of_birth: string }>(
      sql`SELECT id, city, date_of_birth::text FROM patients WHERE firebase_uid = ${DEMO_PATIENT.uid}`,
    );
    expect(patient.rows).toHaveLength(1);
    const { id } = patient.rows[0]!;
    expect(patient.rows[0]!.city).toBe('Kathmandu');
    const count = async (table: string, extra = '') =>
      (await t.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE patient_id = '${id}' ${extra}`))).rows[0]!.n;
    expect(await count('family_members')).toBe(3);
    expect(await count('appointments', "AND status = 'completed'")).toBeGreaterThanOrEqual(2);
    expect(await count('appointments', "AND status IN ('pending', 'confirmed')")).toBeGreaterThanOrEqual(2);
    expect(await count('payments', "AND gateway = 'esewa' AND status = 'completed'")).toBe(1);
    expect(await count('invoices', "AND status = 'unpaid' AND payment_mode = 'cash'")).toBe(1);
    expect(await count('notifications', 'AND NOT is_read')).toBeGreaterThan(0);
    expect(await count('notification_preferences')).toBe(18);
    expect(await count('prescriptions')).toBeGreaterThan(0);
    expect(await count('lab_tests')).toBeGreaterThan(0);
    expect(await count('favourite_doctors')).toBeGreaterThan(0);
    expect(await count('chat_threads')).toBe(1);
    const live = await t.db.execute<{ status: string }>(sql`
      SELECT s.status FROM appointments a JOIN schedule_slots s ON s.id = a.slot_id
      WHERE a.patient_id = ${id} AND a.status IN ('pending', 'confirmed', 'rescheduled')`);
    expect(live.rows.length).toBeGreaterThanOrEqual(2);
    for (const row of live.rows) expect(row.status).toBe('booked');
  });
});

describe('topUpSlots', () => {
  it('extends a schedule seeded weeks ago to 30 days from today, once, leaving covered days alone', async () => {
    const db = await createTestDatabase();
    try {
      await seedDatabase(db.db, { now: NOW });
      const before = await countSeedRows(db.db);
      const later = new Date(NOW.getTime() + 20 * 86_400_000);
      const lastBefore = (await db.db.execute<{ last: string }>(sql`SELECT max(starts_at) AS last FROM schedule_slots`)).rows[0]!.last;

      const added = await topUpSlots(db.db, later);
      expect(added).toBeGreaterThan(1_000);
      const after = await db.db.execute<{ n: number; first: string; last: string }>(
        sql`SELECT count(*)::int AS n, min(starts_at) AS first, max(starts_at) AS last FROM schedule_slots WHERE starts_at > ${lastBefore}`,
      );
      expect(after.rows[0]!.n).toBe(added);
      // Reaches (nearly) 30 days past the new today, starting after the last seeded slot.
      expect(new Date(after.rows[0]!.last).getTime()).toBeGreaterThan(later.getTime() + 28 * 86_400_000);
      expect((await countSeedRows(db.db)).schedule_slots).toBe(before.schedule_slots! + added);
      // Every new slot is a doctor's, available, with its fee.
      const odd = await db.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM schedule_slots WHERE starts_at > ${lastBefore} AND (fee_paisa < 0 OR doctor_id IS NULL)`,
      );
      expect(odd.rows[0]!.n).toBe(0);

      // Twice on the same day adds nothing.
      expect(await topUpSlots(db.db, later)).toBe(0);
      expect((await countSeedRows(db.db)).schedule_slots).toBe(before.schedule_slots! + added);
    } finally {
      await db.drop();
    }
  });

  it('adds nothing when the schedule already covers the window', async () => {
    expect(await topUpSlots(t.db, NOW)).toBe(0);
  });
});
