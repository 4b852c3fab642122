import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures } from '../../db/fixtures';
import { healthFeedPosts } from '../../db/schema';
import type { HealthFeedPageResponse } from '../../../contracts/feed';
import { M } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const FEED = '/api/v1/upn/health-feed';
const page = async (q: string, lang = 'en') => ((await (await h.request(`${FEED}${q}`, { headers: { 'accept-language': lang } })).json()) as HealthFeedPageResponse).data;

describe('health feed', () => {
  it("pages doctors' posts newest first with the doctor's name and specialization, for everyone or one doctor", async () => {
    const a = await createFixtures(h.deps.db);
    const b = await createFixtures(h.deps.db);
    await h.deps.db.insert(healthFeedPosts).values([
      ...Array.from({ length: 12 }, (_, i) => ({ doctorId: a.doctorId, title: `A${i}`, body: `Tip ${i}`, publishedAt: new Date(Date.now() - (40 - i) * 1000) })),
      { doctorId: b.doctorId, title: 'पानी उमालेर पिउनुहोस्', body: 'Drink water', language: 'ne', publishedAt: new Date(Date.now() - 1000) },
      { doctorId: b.doctorId, title: 'Scheduled', body: 'Not yet', publishedAt: new Date(Date.now() + 3_600_000) },
    ]);

    const first = await page('?pageSize=5');
    expect(first.posts.map((p) => p.title)).toEqual(['पानी उमालेर पिउनुहोस्', 'A11', 'A10', 'A9', 'A8']);
    expect(first.posts.map((p) => p.language)).toEqual(['ne', 'en', 'en', 'en', 'en']);
    expect(first.posts[0]!.doctor).toEqual({
      id: b.doctorId, firstName: 'Ram', lastName: 'Thapa', firstNameNe: null, lastNameNe: null, profilePictureUrl: null, specialization: 'Fixture Medicine',
    });
    expect(first.pagination).toMatchObject({ page: 1, pageSize: 5, hasNext: true });

    const ofA = await page(`?doctorId=${a.doctorId}&page=3&pageSize=5`);
    expect(ofA.posts.map((p) => p.title)).toEqual(['A1', 'A0']);
    expect(ofA.pagination).toEqual({ page: 3, pageSize: 5, total: 12, hasNext: false });
    expect((await page(`?doctorId=${b.doctorId}`)).posts.map((p) => p.title)).toEqual(['पानी उमालेर पिउनुहोस्']);
    // The doctor's profile carries the language too.
    const details = await (await h.request(`/api/v1/upn/get-doctor-details/${b.doctorId}`)).json();
    expect(details.data.healthFeed.find((p: { title: string }) => p.title === 'पानी उमालेर पिउनुहोस्')).toMatchObject({ language: 'ne' });
    expect((await page(`?doctorId=${b.doctorId}`, 'ne')).posts[0]!.doctor.specialization).toBe('परीक्षण औषधि');
  });

  it('refuses bad paging and unknown doctors', async () => {
    for (const [q, field] of [['?page=0', 'page'], ['?pageSize=51', 'pageSize'], ['?doctorId=nope', 'doctorId']]) {
      const res = await h.request(`${FEED}${q}`);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList[0].field).toBe(field);
    }
    const unknown = await h.request(`${FEED}?doctorId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(M.doctorNotFound);
  });
});
