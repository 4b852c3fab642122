import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import { doctorSpecializations, doctors, healthFeedPosts, specializations } from '../../db/schema';
import type { DoctorCard, DoctorSearchResult, SpecializationListResponse } from '../../../contracts/doctors';
import type { DoctorDetails, HealthFeedResponse } from '../../../contracts/doctor-details';
import { doctorMatchCtes } from './search.repository';
import { normalizeSearch } from './search-text';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
  await h.deps.db.execute(sql`analyze`);
});
afterAll(async () => { await h.close(); });

const search = async (text: string, headers: Record<string, string> = {}) => {
  const res = await h.request(`/api/v1/upn/search-doctors?search=${encodeURIComponent(text)}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: DoctorSearchResult[] }).data;
};
const firstDoctors = async (qs: string) => {
  const res = await h.request(`/api/v1/upn/get-doctors?${qs}`);
  return ((await res.json()) as { data: { doctors: DoctorCard[] } }).data.doctors;
};
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; errorList: { field: string; message: string }[] };
  expect(body.message).toBeTruthy();
  return body.errorList.map((e) => e.field).sort();
};

describe('search-doctors', () => {
  it('finds doctors by a partial specialization, in the search-result shape, at most 10', async () => {
    const results = await search('cardio');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results.some((r) => /cardio/i.test(r.mainSpecialization))).toBe(true);
    expect(Object.keys(results[0]!).sort()).toEqual(['firstName', 'firstNameNe', 'id', 'lastName', 'lastNameNe', 'mainSpecialization', 'profilePictureUrl']);
    // A very common match still stops at 10.
    expect((await search('a')).length).toBe(10);
  });

  it('finds a doctor by name despite a typo, ignoring case, and after "Dr."', async () => {
    const sample = (await firstDoctors('sort=rating&pageSize=1'))[0]!;
    const name = `${sample.firstName} ${sample.lastName}`;
    const ids = async (text: string) => (await search(text)).map((r) => r.id);
    expect(await ids(name.toUpperCase())).toContain(sample.id);
    expect(await ids(`dr. ${name.toLowerCase()}`)).toContain(sample.id);
    // One letter doubled and one dropped.
    const typo = `${name.slice(0, 3)}${name[2]}${name.slice(3, -2)}${name.slice(-1)}`;
    expect(await ids(typo)).toContain(sample.id);
  });

  it('matches any of a doctor\'s specializations, not only the main one', async () => {
    const db = h.deps.db;
    const [spec] = await db.insert(specializations).values({ slug: 'aviation-medicine', nameEn: 'Aviation Medicine', nameNe: 'उड्डयन चिकित्सा' }).returning();
    const [main] = await db.select().from(specializations).where(sql`slug = 'general-physician'`);
    const [doc] = await db.insert(doctors).values({
      firstName: 'Bikash', lastName: 'Gurung', gender: 'male', nmcNumber: '999001', mainSpecializationId: main!.id, city: 'Pokhara',
    }).returning();
    await db.insert(doctorSpecializations).values([{ doctorId: doc!.id, specializationId: main!.id }, { doctorId: doc!.id, specializationId: spec!.id }]);
    const results = await search('aviaton');
    expect(results.map((r) => r.id)).toEqual([doc!.id]);
    expect(results[0]!.mainSpecialization).toBe('General Physician');
    // In Nepali the specialization comes in Nepali.
    expect((await search('aviation', { 'accept-language': 'ne' }))[0]!.mainSpecialization).toBe(main!.nameNe);
    // The directory's query filter matches it the same way.
    expect((await firstDoctors('query=aviation')).map((d) => d.id)).toEqual([doc!.id]);
  });

  it('finds a doctor by a Devanagari surname or first name, despite a typo and after "डा." (issue 19)', async () => {
    const db = h.deps.db;
    const [main] = await db.select().from(specializations).where(sql`slug = 'general-physician'`);
    const [doc] = await db.insert(doctors).values({
      firstName: 'Ramesh', lastName: 'Katuwal', firstNameNe: 'रमेश', lastNameNe: 'कटुवाल',
      gender: 'male', nmcNumber: '999002', mainSpecializationId: main!.id, city: 'Dharan',
    }).returning();
    await db.insert(doctorSpecializations).values({ doctorId: doc!.id, specializationId: main!.id });
    const ids = async (text: string) => (await search(text)).map((r) => r.id);
    for (const text of ['कटुवाल', 'रमेश कटुवाल', 'डा. कटुवाल', 'कटुवल', 'रमेश कटुवल']) expect(await ids(text), text).toContain(doc!.id);
    // (The seed has Katuwal doctors too.)
    expect((await search('कटुवाल')).find((r) => r.id === doc!.id)).toEqual({
      id: doc!.id, firstName: 'Ramesh', lastName: 'Katuwal', firstNameNe: 'रमेश', lastNameNe: 'कटुवाल', profilePictureUrl: null,
      mainSpecialization: 'General Physician',
    });
    // One or two letters: a word prefix, as in Latin script.
    expect(await ids('कट')).toContain(doc!.id);
    // The romanized name still finds the doctor, typo and all.
    expect(await ids('ramesh katwal')).toContain(doc!.id);
    // The directory's query filter matches the same way, and its cards carry the Devanagari names.
    const cards = await firstDoctors(`query=${encodeURIComponent('रमेश कटुवाल')}`);
    expect(cards.find((c) => c.id === doc!.id)).toMatchObject({ id: doc!.id, firstNameNe: 'रमेश', middleNameNe: null, lastNameNe: 'कटुवाल' });
    const details = (await (await h.request(`/api/v1/upn/get-doctor-details/${doc!.id}`)).json()).data as DoctorDetails;
    expect(details).toMatchObject({ firstName: 'Ramesh', firstNameNe: 'रमेश', lastNameNe: 'कटुवाल' });
  });

  it('finds doctors by a Devanagari specialization name', async () => {
    const results = await search('मुटु रोग', { 'accept-language': 'ne' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.mainSpecialization === 'मुटु रोग')).toBe(true);
    expect((await firstDoctors(`query=${encodeURIComponent('मुटु')}&pageSize=50`)).length).toBeGreaterThan(0);
  });

  it('gives every seeded doctor a Devanagari name, by which the search finds them', async () => {
    const cards = await firstDoctors('sort=rating&pageSize=20');
    for (const d of cards) {
      expect(d.firstNameNe, d.firstName).toMatch(/^[\u0900-\u097F ]+$/);
      expect(d.lastNameNe, d.lastName).toMatch(/^[\u0900-\u097F ]+$/);
      if (d.middleName) expect(d.middleNameNe).toMatch(/^[\u0900-\u097F]+$/);
    }
    const sample = cards[0]!;
    expect((await search(`${sample.firstNameNe} ${sample.lastNameNe}`)).map((r) => r.id)).toContain(sample.id);
  });

  it('serves a Devanagari name search from the Devanagari trigram indexes', async () => {
    const plan = async (q: string) => h.deps.db.transaction(async (tx) => {
      // A few hundred doctors fit in a page or two: make the planner show whether an index can serve the match.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain with ${doctorMatchCtes(q)} select * from doctor_match`);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(await plan('कटुवाल')).toContain('doctors_full_name_ne_trgm_idx');
    expect(await plan('कट')).toMatch(/doctors_(first|last)_name_ne_trgm_idx/);
    // Latin text keeps its own indexes.
    expect(await plan('katuwal')).toContain('doctors_full_name_trgm_idx');
    expect(await plan('katuwal')).not.toContain('_ne_trgm_idx');
  });

  it('gives an empty list for blank text and for no match', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('Dr.')).toEqual([]);
    expect(await search('qqqqzzzz')).toEqual([]);
    expect((await h.request('/api/v1/upn/search-doctors')).status).toBe(200);
  });

  it('rejects text outside spec 5 (letters, digits, spaces, periods; 25 characters) with 400', async () => {
    for (const bad of ['<script>', 'sharma%', "o'brien", 'a_b', 'x'.repeat(26), 'y'.repeat(500)]) {
      expect(await fieldsOf(await h.request(`/api/v1/upn/search-doctors?search=${encodeURIComponent(bad)}`))).toEqual(['search']);
    }
    expect(await search('डा. शर्मा')).toBeInstanceOf(Array);
  });
});

describe('get-doctors bad parameters', () => {
  it('answers 400 naming each bad parameter, never 500', async () => {
    expect(await fieldsOf(await h.request('/api/v1/upn/get-doctors?sort=cheapest'))).toEqual(['sort']);
    expect(await fieldsOf(await h.request('/api/v1/upn/get-doctors?page=-1'))).toEqual(['page']);
    expect(await fieldsOf(await h.request('/api/v1/upn/get-doctors?page=abc&pageSize=500'))).toEqual(['page', 'pageSize']);
    expect(await fieldsOf(await h.request(`/api/v1/upn/get-doctors?query=${'a'.repeat(500)}`))).toEqual(['query']);
    expect(await fieldsOf(await h.request('/api/v1/upn/get-doctors?availability=someday&specialization=NOT%20A%20SLUG'))).toEqual(['availability', 'specialization']);
  });

  it('past the last page: no doctors, but the real total', async () => {
    const res = await h.request('/api/v1/upn/get-doctors?page=9999&pageSize=50');
    const { data } = await res.json();
    expect(data.doctors).toEqual([]);
    expect(data.pagination.total).toBeGreaterThan(300);
    expect(data.pagination.hasNext).toBe(false);
  });
});

describe('specializations and health feed', () => {
  it('lists every specialization with its doctor count', async () => {
    const res = await h.request('/api/v1/upn/doctors/specializations');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as SpecializationListResponse;
    const cardiology = data.find((s) => s.slug === 'cardiology')!;
    expect(cardiology.nameNe).toMatch(/[\u0900-\u097F]/);
    const [count] = (await h.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from doctor_specializations ds
      join specializations s on s.id = ds.specialization_id where s.slug = 'cardiology'`)).rows;
    expect(cardiology.doctorCount).toBe(count!.n);
    const names = data.map((s) => s.nameEn);
    expect(names).toEqual(names.toSorted());
  });

  it('shows the latest 10 posts in the profile and pages the whole feed', async () => {
    const [doc] = (await h.deps.db.execute<{ id: string }>(sql`select id from doctors order by nmc_number limit 1`)).rows;
    const id = doc!.id;
    await h.deps.db.delete(healthFeedPosts).where(sql`doctor_id = ${id}`);
    await h.deps.db.insert(healthFeedPosts).values(Array.from({ length: 13 }, (_, i) => ({
      doctorId: id, title: `Tip ${i}`, body: 'Drink boiled water.', publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })));
    const details = (await (await h.request(`/api/v1/upn/get-doctor-details/${id}`)).json()).data as DoctorDetails;
    expect(details.healthFeed.map((p) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Tip ${12 - i}`));
    expect(details.healthFeedTotal).toBe(13);
    const page2 = (await (await h.request(`/api/v1/upn/doctors/${id}/health-feed?page=2&pageSize=10`)).json()) as HealthFeedResponse;
    expect(page2.data.posts.map((p) => p.title)).toEqual(['Tip 2', 'Tip 1', 'Tip 0']);
    expect(page2.data.pagination).toEqual({ page: 2, pageSize: 10, total: 13, hasNext: false });
    expect((await h.request('/api/v1/upn/doctors/00000000-0000-4000-8000-000000000000/health-feed')).status).toBe(404);
    expect(await fieldsOf(await h.request(`/api/v1/upn/doctors/${id}/health-feed?page=0&pageSize=500`))).toEqual(['page', 'pageSize']);
  });
});

describe('normalizeSearch', () => {
  it('folds case, turns periods into spaces and drops a leading Dr.', () => {
    expect(normalizeSearch('  Dr.  Ram   SHARMA ')).toBe('ram sharma');
    expect(normalizeSearch('Doctor Sita')).toBe('sita');
    expect(normalizeSearch('Drona')).toBe('drona');
    expect(normalizeSearch('dr')).toBe('');
    expect(normalizeSearch(undefined)).toBe('');
    expect(normalizeSearch('डा. कटुवाल')).toBe('कटुवाल');
    expect(normalizeSearch('डाक्टर  सीता')).toBe('सीता');
  });
});
