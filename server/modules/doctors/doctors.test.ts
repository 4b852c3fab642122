import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import type { DoctorCard } from '../../../contracts/doctors';
import type { DoctorDetails } from '../../../contracts/doctor-details';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
  await h.deps.db.execute(sql`analyze`);
});
afterAll(async () => { await h.close(); });

type ListBody = { data: { doctors: DoctorCard[]; pagination: { page: number; pageSize: number; total: number; hasNext: boolean } } };
const list = async (qs: string) => {
  const res = await h.request(`/api/v1/upn/get-doctors?${qs}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ListBody).data;
};

describe('get-doctors', () => {
  it('pages through every seeded doctor exactly once', async () => {
    const first = await list('pageSize=50&page=1');
    expect(first.pagination.total).toBeGreaterThanOrEqual(300);
    expect(first.pagination.hasNext).toBe(true);
    const pages = Math.ceil(first.pagination.total / 50);
    const ids = new Set(first.doctors.map((d) => d.id));
    for (let page = 2; page <= pages; page++) (await list(`pageSize=50&page=${page}`)).doctors.forEach((d) => ids.add(d.id));
    expect(ids.size).toBe(first.pagination.total);
    expect((await list(`pageSize=50&page=${pages}`)).pagination.hasNext).toBe(false);
  });

  it('filters by fee and sorts by fee, rating and experience', async () => {
    const free = await list('fee=free&pageSize=50');
    expect(free.doctors.length).toBeGreaterThan(0);
    expect(free.doctors.every((d) => d.consultationFeePaisa === 0)).toBe(true);
    const paid = await list('fee=paid&sort=fee&pageSize=50');
    const fees = paid.doctors.map((d) => d.consultationFeePaisa);
    expect(fees.every((f) => f > 0)).toBe(true);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const ratings = (await list('sort=rating&pageSize=50')).doctors.map((d) => d.ratingAvg);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const years = (await list('sort=experience&pageSize=50')).doctors.map((d) => d.experienceYears);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('filters by specialization and city', async () => {
    const all = await list('pageSize=1');
    const spec = all.doctors[0]!.mainSpecialization.slug;
    const bySpec = await list(`specialization=${spec}&pageSize=50`);
    expect(bySpec.pagination.total).toBeGreaterThan(0);
    expect(bySpec.pagination.total).toBeLessThan(all.pagination.total);
    const city = all.doctors[0]!.city!;
    const byCity = await list(`city=${encodeURIComponent(city.toUpperCase())}&pageSize=50`);
    expect(byCity.doctors.some((d) => d.id === all.doctors[0]!.id)).toBe(true);
  });

  it('finds doctors by name despite a typo and different case', async () => {
    const sample = (await list('pageSize=1&sort=rating')).doctors[0]!;
    const exact = await list(`query=${encodeURIComponent(sample.lastName.toUpperCase())}&pageSize=50`);
    expect(exact.doctors.map((d) => d.id)).toContain(sample.id);
    // Exact matches rank first.
    expect(exact.doctors[0]!.lastName.toLowerCase()).toContain(sample.lastName.toLowerCase());
    // One letter doubled: "Sharma" → "Sharmma".
    const name = `${sample.firstName} ${sample.lastName}`;
    const typo = name.slice(0, 4) + name[3] + name.slice(4);
    const fuzzy = await list(`query=${encodeURIComponent(typo)}&pageSize=50`);
    expect(fuzzy.doctors.map((d) => d.id)).toContain(sample.id);
  });

  it('finds doctors by specialization name', async () => {
    const res = await list('query=cardio&pageSize=50');
    expect(res.doctors.length).toBeGreaterThan(0);
    expect(res.doctors.some((d) => /cardio/i.test(d.mainSpecialization.nameEn))).toBe(true);
  });

  it('keeps only doctors with a free slot in the availability window', async () => {
    const week = await list('availability=next_7_days&pageSize=50');
    expect(week.doctors.length).toBeGreaterThan(0);
    expect(week.doctors.every((d) => d.nextAvailableAt !== null && new Date(d.nextAvailableAt) < new Date(Date.now() + 7 * 864e5))).toBe(true);
  });

  it('rejects bad filters naming each one', async () => {
    const res = await h.request('/api/v1/upn/get-doctors?sort=cheapest&fee=maybe&pageSize=500&query=%3Cscript%3E');
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(errorList.map((e: { field: string }) => e.field).sort()).toEqual(['fee', 'pageSize', 'query', 'sort']);
  });
});

describe('get-doctor-details', () => {
  it('returns the full profile with clinics, weekly hours and closed days', async () => {
    const id = (await list('pageSize=1')).doctors[0]!.id;
    const res = await h.request(`/api/v1/upn/get-doctor-details/${id}`);
    expect(res.status).toBe(200);
    const d = (await res.json()).data as DoctorDetails;
    expect(d.id).toBe(id);
    expect(d.nmcNumber).toMatch(/^\d{3,6}$/);
    expect(d.biography.length).toBeGreaterThan(20);
    expect(d.education.length).toBeGreaterThan(0);
    expect(d.specializations.map((s) => s.slug)).toContain(d.mainSpecialization.slug);
    expect(d.clinics.length).toBeGreaterThan(0);
    const hours = d.clinics[0]!.hours;
    expect(hours.length).toBe(7);
    expect(hours.some((x) => x.isClosed)).toBe(true);
    expect(hours.filter((x) => !x.isClosed).every((x) => /^\d\d:\d\d$/.test(x.opensAt!))).toBe(true);
  });

  it('answers 404 for an unknown doctor and 400 for a malformed id', async () => {
    const missing = await h.request('/api/v1/upn/get-doctor-details/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('This doctor could not be found.');
    expect((await h.request('/api/v1/upn/get-doctor-details/42')).status).toBe(400);
  });
});
