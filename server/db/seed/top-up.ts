// Keeps the demo bookable: the seed writes slots for 30 days from the day it first ran, so a
// database seeded last month would offer nothing. At every start, each doctor's schedule is
// extended to 30 days from today with the seed's own rules (same clinic hours, stable slot ids, so
// running it twice adds nothing); hours a clinic-admin has set are laid out in full at their slot
// length. Days already covered are left as they are.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema/index';
import { Rng } from './random';
import { buildSlots, SLOT_DAYS } from './slots';
import type { SeedWorld } from './world';

const CHUNK = 2_000;

/** Adds the missing days of slots; returns how many slots were added. */
export async function topUpSlots(db: Db, now: Date = new Date()): Promise<number> {
  const [covered] = (await db.execute<{ last: string | null }>(sql`SELECT max(starts_at) AS last FROM schedule_slots`)).rows;
  const last = covered?.last ? new Date(covered.last) : null;
  // Nothing seeded, or already covered to within a day of the full window: nothing to do.
  if (!last || last.getTime() >= now.getTime() + (SLOT_DAYS - 1) * 86_400_000) return 0;

  const doctors = await db.select({ id: s.doctors.id, consultationFeePaisa: s.doctors.consultationFeePaisa }).from(s.doctors);
  const clinicHours = await db.select().from(s.clinicHours);
  const doctorClinics = await db.select().from(s.doctorClinics);
  // The same plan on the same day gives the same slots (a day-seeded generator).
  const day = Math.floor(now.getTime() / 86_400_000);
  const world = { now, doctors, clinicHours, doctorClinics, slots: [] } as unknown as SeedWorld;
  buildSlots(new Rng(day), world);
  const fresh = world.slots.filter((slot) => slot.startsAt.getTime() > last.getTime());
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await db.insert(s.scheduleSlots).values(fresh.slice(i, i + CHUNK)).onConflictDoNothing();
  }
  return fresh.length;
}
