import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures } from '../../db/fixtures';
import { doctors, doctorSpecializations, specializations } from '../../db/schema';
import type { DoctorListResponse } from '../../../contracts/doctors';
import { COUNT_TTL_MS } from './count-cache';

let h: Harness;
// The response cache off: this is about the totals underneath it.
beforeAll(async () => { h = await createHarness({ DIRECTORY_CACHE_SECONDS: '0' }); });
afterAll(async () => { await h.close(); });
afterEach(() => { vi.restoreAllMocks(); });

const list = async (qs: string) => {
  const res = await h.request(`/api/v1/upn/get-doctors?${qs}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as DoctorListResponse).data;
};

describe('directory totals', () => {
  it('reuses a filter\'s total across pages and sorts for a minute, then counts again', async () => {
    const f = await createFixtures(h.deps.db);
    await h.deps.db.insert(doctorSpecializations).values({ doctorId: f.doctorId, specializationId: f.specializationId });
    const [spec] = await h.deps.db.select({ slug: specializations.slug }).from(specializations).where(eq(specializations.id, f.specializationId));
    const qs = `specialization=${spec!.slug}&pageSize=1`;
    expect((await list(qs)).pagination.total).toBe(1);

    const [other] = await h.deps.db.insert(doctors).values({
      firstName: 'Hari', lastName: 'Karki', gender: 'male', nmcNumber: `C-${f.doctorId.slice(0, 8)}`,
      mainSpecializationId: f.specializationId, city: 'Kathmandu', consultationFeePaisa: 0,
    }).returning({ id: doctors.id });
    await h.deps.db.insert(doctorSpecializations).values({ doctorId: other!.id, specializationId: f.specializationId });

    // The page is read anew (the new doctor is on it); the total is the one counted a moment ago.
    const sorted = await list(`${qs}&sort=fee`);
    expect(sorted.doctors[0]!.id).toBe(other!.id);
    expect(sorted.pagination.total).toBe(1);

    const later = Date.now() + COUNT_TTL_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await list(`${qs}&sort=fee`)).pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNext: true });
  });
});
