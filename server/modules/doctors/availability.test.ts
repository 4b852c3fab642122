import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import { AVAILABILITY_FILTERS } from '../../../contracts/options';
import type { DoctorListResponse } from '../../../contracts/doctors';
import { availabilityKey, availabilityWindow } from './availability.repository';

let h: Harness;
beforeAll(async () => {
  // The availability sets' own cache is tested here: the response cache in front of them is off.
  h = await createHarness({ DIRECTORY_CACHE_SECONDS: '0' });
  await seedDatabase(h.deps.db);
  await h.deps.db.execute(sql`analyze`);
});
afterAll(async () => { await h.close(); });

const page = async (qs: string, tz = 'Asia/Kathmandu') => {
  const res = await h.request(`/api/v1/upn/get-doctors?${qs}`, { headers: { 'x-timezone': tz } });
  expect(res.status).toBe(200);
  return ((await res.json()) as DoctorListResponse).data;
};
/** The doctors with a free slot in the window, straight from the slots. */
const expected = async (filter: (typeof AVAILABILITY_FILTERS)[number], tz: string) =>
  (await h.deps.db.execute<{ id: string }>(sql`select distinct s.doctor_id as id from schedule_slots s
    where s.status = 'available' and s.starts_at > now() and ${availabilityWindow(filter, tz)}`)).rows.map((r) => r.id).sort();
const allIds = async (qs: string, tz: string) => {
  const ids: string[] = [];
  for (let p = 1; ; p++) {
    const d = await page(`${qs}&pageSize=50&page=${p}`, tz);
    ids.push(...d.doctors.map((x) => x.id));
    if (!d.pagination.hasNext) return ids.sort();
  }
};

describe('availability filter', () => {
  it('keeps exactly the doctors with a free slot in each window, in the caller\'s zone', async () => {
    for (const tz of ['Asia/Kathmandu', 'America/New_York']) {
      for (const filter of AVAILABILITY_FILTERS) {
        const want = await expected(filter, tz);
        expect(await allIds(`availability=${filter}`, tz), `${filter} ${tz}`).toEqual(want);
      }
    }
  });

  it('serves a cached set for a minute, then refreshes it in the background', async () => {
    const before = await page('availability=next_7_days&pageSize=1');
    const doctorId = before.doctors[0]!.id;
    // The doctor's free slots are all taken: the cached set does not know yet.
    await h.deps.db.execute(sql`update schedule_slots set status = 'blocked' where doctor_id = ${doctorId} and status = 'available'`);
    const cached = await page('availability=next_7_days&pageSize=1');
    expect(cached.pagination.total).toBe(before.pagination.total);
    // A minute later the next request starts a refresh (without waiting for it).
    await h.deps.db.execute(sql`update directory_availability_windows set computed_at = now() - interval '61 seconds'`);
    // Asked again until the background refresh has landed (the answer changes, nothing else does).
    const total = await vi.waitFor(async () => {
      const now = (await page('availability=next_7_days&pageSize=1')).pagination.total;
      expect(now).toBe(before.pagination.total - 1);
      return now;
    }, { timeout: 5_000, interval: 100 });
    expect((await allIds('availability=next_7_days', 'Asia/Kathmandu'))).not.toContain(doctorId);
    // Lost cache rows are recomputed on demand.
    await h.deps.db.execute(sql`delete from directory_availability_windows`);
    expect((await page('availability=next_7_days&pageSize=1')).pagination.total).toBe(total);
  });

  it('keys local-day windows by zone and local date', () => {
    const at = new Date('2026-03-04T20:00:00Z'); // 01:45 on 5 March in Kathmandu, 15:00 on 4 March in New York
    expect(availabilityKey('today', 'Asia/Kathmandu', at)).toBe('today|Asia/Kathmandu|2026-03-05');
    expect(availabilityKey('today', 'America/New_York', at)).toBe('today|America/New_York|2026-03-04');
    expect(availabilityKey('next_7_days', 'America/New_York', at)).toBe('next_7_days');
  });
});
