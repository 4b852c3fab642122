import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import type { FavouriteListResponse } from '../../../contracts/favourites';
import { trustScore } from './trust-score';

let h: Harness;
let doctorIds: string[] = [];
beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
  doctorIds = (await h.deps.db.execute<{ id: string }>(sql`select id from doctors order by nmc_number limit 3`)).rows.map((r) => r.id);
});
afterAll(async () => { await h.close(); });

const MISSING = '00000000-0000-4000-8000-000000000000';
const add = (token: string, id: string, headers: Record<string, string> = {}) =>
  h.request(`/api/v1/patient/favourite-doctor/create/${id}`, { method: 'POST', token, headers });
const remove = (token: string, id: string) => h.request(`/api/v1/patient/favourite-doctor/remove/${id}`, { method: 'DELETE', token });
const list = async (token: string) => {
  const res = await h.request('/api/v1/patient/favourite-doctor/list', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as FavouriteListResponse).data.doctors;
};

describe('favourite doctors', () => {
  it('adds, lists and removes, per patient', async () => {
    const a = await h.createPatient();
    const b = await h.createPatient();
    const [d1, d2] = doctorIds as [string, string];
    expect(await list(a.token)).toEqual([]);

    const first = await add(a.token, d1);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Doctor added to your favourites.', data: { doctorId: d1, favourite: true } });
    expect((await add(a.token, d1)).status).toBe(200); // twice is fine
    expect((await add(a.token, d2)).status).toBe(201);
    expect((await add(b.token, d2)).status).toBe(201);

    const listA = await list(a.token);
    expect(listA.map((d) => d.id)).toEqual([d2, d1]); // latest first
    const [row] = (await h.deps.db.execute<{ experience_years: number; rating_avg: string; votes: number; registration_verified: boolean }>(
      sql`select experience_years, rating_avg, votes, registration_verified from doctors where id = ${d1}`)).rows;
    const card = listA[1]!;
    expect(card.experienceYears).toBe(row!.experience_years);
    expect(card.trustScore).toBe(trustScore({ ratingAvg: Number(row!.rating_avg), votes: row!.votes, registrationVerified: row!.registration_verified, experienceYears: row!.experience_years }));
    expect(card.trustScore).toBeGreaterThanOrEqual(0);
    expect(card.trustScore).toBeLessThanOrEqual(100);
    expect(card.mainSpecialization.slug).toBeTruthy();

    const removed = await remove(a.token, d2);
    expect(removed.status).toBe(200);
    expect((await removed.json()).data).toEqual({ doctorId: d2, favourite: false });
    expect((await list(a.token)).map((d) => d.id)).toEqual([d1]);
    expect((await list(b.token)).map((d) => d.id)).toEqual([d2]); // b is unaffected
    expect((await remove(a.token, d2)).status).toBe(200); // removing twice is fine
  });

  it('answers 404 for an unknown doctor, 400 for a malformed id and 401 without sign-in', async () => {
    const p = await h.createPatient();
    for (const res of [await add(p.token, MISSING), await remove(p.token, MISSING)]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('This doctor could not be found.');
    }
    expect((await add(p.token, 'not-a-uuid')).status).toBe(400);
    expect((await h.request(`/api/v1/patient/favourite-doctor/create/${doctorIds[0]}`, { method: 'POST' })).status).toBe(401);
    expect((await h.request('/api/v1/patient/favourite-doctor/list')).status).toBe(401);
  });

  it('accepts an Idempotency-Key and replays the first answer', async () => {
    const p = await h.createPatient();
    const key = 'fav-key-0001';
    const first = await add(p.token, doctorIds[2]!, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const again = await add(p.token, doctorIds[2]!, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await list(p.token)).map((d) => d.id)).toEqual([doctorIds[2]]);
  });
});

describe('trustScore', () => {
  const base = { ratingAvg: 4.5, votes: 40, registrationVerified: true, experienceYears: 12 };
  it('matches the documented examples and stays within 0–100', () => {
    expect(trustScore({ ratingAvg: 4.8, votes: 120, registrationVerified: true, experienceYears: 15 })).toBe(94);
    expect(trustScore({ ratingAvg: 0, votes: 0, registrationVerified: false, experienceYears: 2 })).toBe(35);
    expect(trustScore({ ratingAvg: 5, votes: 10_000, registrationVerified: true, experienceYears: 60 })).toBe(100);
    expect(trustScore({ ratingAvg: 1, votes: 10_000, registrationVerified: false, experienceYears: 0 })).toBeGreaterThanOrEqual(0);
  });
  it('rewards verification, more good reviews and experience; a few perfect votes count less than many good ones', () => {
    expect(trustScore(base) - trustScore({ ...base, registrationVerified: false })).toBe(20);
    expect(trustScore({ ...base, votes: 200 })).toBeGreaterThan(trustScore(base));
    expect(trustScore({ ...base, experienceYears: 20 })).toBeGreaterThan(trustScore(base));
    expect(trustScore({ ...base, ratingAvg: 5, votes: 2 })).toBeLessThan(trustScore({ ...base, ratingAvg: 4.8, votes: 150 }));
  });
});
