import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { seedDatabase } from '../../db/seed/index';
import { appointmentValues, createFixtures, createFixtureSlot, type Fixtures } from '../../db/fixtures';
import { appointments, doctors, patients, recentActivities, reviews } from '../../db/schema';
import type { CanReview, CreateReviewInput, ReviewListResponse } from '../../../contracts/reviews';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDatabase(h.deps.db);
});
afterAll(async () => { await h.close(); });

const DAY = 86_400_000;
let slotCounter = 0;
/** An appointment of `patientId` with the fixture doctor, its slot `daysAgo` in the past. */
async function appointment(f: Fixtures, patientId: string, status: 'completed' | 'pending' | 'confirmed' = 'completed', daysAgo = 10) {
  const slotId = await createFixtureSlot(h.deps.db, f, new Date(Date.now() - daysAgo * DAY + (slotCounter++) * 60_000));
  const [row] = await h.deps.db.insert(appointments).values(appointmentValues(f, slotId, { patientId, status })).returning({ id: appointments.id });
  return row!.id;
}

const form = (over: Partial<CreateReviewInput> = {}): CreateReviewInput => ({
  recommend: true, clinicVisited: 'Fixture Clinic', healthProblem: 'Fever', waitTime: '15_30',
  likedAspects: ['doctor_friendliness', 'wait_time'], rating: 'satisfied',
  experience: 'The doctor listened carefully and explained the treatment.', anonymous: false, ...over,
});
const post = (token: string, doctorId: string, body: unknown, headers: Record<string, string> = {}) =>
  h.request(`/api/v1/patient/patient-feedback/create/${doctorId}`, { method: 'POST', token, body, headers });
const canReview = async (token: string, doctorId: string) => {
  const res = await h.request(`/api/v1/patient/patient-feedback/can-review/${doctorId}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CanReview }).data;
};
const reviewPage = async (doctorId: string, qs = '') => {
  const res = await h.request(`/api/v1/upn/reviews/${doctorId}?${qs}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ReviewListResponse).data;
};
const doctorRating = async (id: string) => {
  const [d] = await h.deps.db.select({ ratingAvg: doctors.ratingAvg, votes: doctors.votes }).from(doctors).where(eq(doctors.id, id));
  return d!;
};

describe('GET /reviews/{doctorId}', () => {
  it('pages the seeded reviews newest first, with the doctor\'s rating', async () => {
    const [top] = (await h.deps.db.execute<{ doctor_id: string; n: number }>(sql`
      select doctor_id, count(*)::int as n from reviews group by doctor_id order by n desc, doctor_id limit 1`)).rows;
    const { doctor_id: id, n } = top!;
    const first = await reviewPage(id, 'pageSize=2');
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: n, hasNext: n > 2 });
    const all = [...first.reviews];
    for (let page = 2; page <= Math.ceil(n / 2); page++) all.push(...(await reviewPage(id, `pageSize=2&page=${page}`)).reviews);
    expect(all).toHaveLength(n);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const d = await doctorRating(id);
    expect(first.summary).toEqual({ ratingAvg: d.ratingAvg, votes: d.votes });
    expect(all.every((r) => r.stars >= 1 && r.stars <= 5)).toBe(true);
  });

  it('never carries a name for anonymous reviews; others show first name and last initial', async () => {
    const rows = await h.deps.db.select({ doctorId: reviews.doctorId, anonymous: reviews.anonymous, first: patients.firstName, last: patients.lastName })
      .from(reviews).innerJoin(patients, eq(patients.id, reviews.patientId)).where(eq(reviews.anonymous, true)).limit(1);
    const anon = rows[0]!;
    const page = await reviewPage(anon.doctorId, 'pageSize=50');
    const anonymous = page.reviews.filter((r) => r.anonymous);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const r of anonymous) {
      expect(r.reviewerName).toBeNull();
      expect(JSON.stringify(r)).not.toContain(anon.first);
      expect(JSON.stringify(r)).not.toContain(anon.last);
    }
    for (const r of page.reviews.filter((x) => !x.anonymous)) expect(r.reviewerName).toMatch(/^\S.* \S\.$/);
  });

  it('answers 404 for an unknown doctor and 400 for bad paging', async () => {
    expect((await h.request('/api/v1/upn/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const res = await h.request('/api/v1/upn/reviews/00000000-0000-4000-8000-000000000000?page=-1&pageSize=500');
    expect(res.status).toBe(400);
    expect((await res.json()).errorList.map((e: { field: string }) => e.field).sort()).toEqual(['page', 'pageSize']);
  });
});

describe('can-review and create', () => {
  it('is closed without a completed appointment, open with one, and closed again once reviewed', async () => {
    const f = await createFixtures(h.deps.db);
    const p = await h.createPatient();
    expect(await canReview(p.token, f.doctorId)).toEqual({ canReview: false, reason: 'no_completed_appointment' });
    const refused = await post(p.token, f.doctorId, form());
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('You can review a doctor only after a completed appointment with them.');

    await appointment(f, p.patientId, 'confirmed', -3); // upcoming: not yet
    expect((await canReview(p.token, f.doctorId)).canReview).toBe(false);

    const apptId = await appointment(f, p.patientId, 'completed');
    expect(await canReview(p.token, f.doctorId)).toEqual({ canReview: true, appointmentId: apptId });

    const before = await doctorRating(f.doctorId);
    expect(before).toEqual({ ratingAvg: 0, votes: 0 });
    const res = await post(p.token, f.doctorId, form({ rating: 'satisfied' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Thank you for your review.');
    expect(body.data.doctor).toEqual({ id: f.doctorId, ratingAvg: 4, votes: 1 });
    expect(body.data.review).toMatchObject({ stars: 4, rating: 'satisfied', reviewerName: 'Test P.', likedAspects: ['doctor_friendliness', 'wait_time'] });
    expect(await doctorRating(f.doctorId)).toEqual({ ratingAvg: 4, votes: 1 });
    const [stored] = await h.deps.db.select().from(reviews).where(eq(reviews.id, body.data.review.id));
    expect(stored!.appointmentId).toBe(apptId);

    expect(await canReview(p.token, f.doctorId)).toEqual({ canReview: false, reason: 'already_reviewed' });
    // A second review of the same appointment is refused, with or without naming it.
    for (const again of [await post(p.token, f.doctorId, form()), await post(p.token, f.doctorId, form({ appointmentId: apptId }))]) {
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe('You have already reviewed your appointment with this doctor.');
    }
    const acts = await h.deps.db.select().from(recentActivities).where(eq(recentActivities.patientId, p.patientId));
    expect(acts.map((a) => a.kind)).toEqual(['review_posted']);

    // The review is in the public list.
    const list = await reviewPage(f.doctorId);
    expect(list.reviews.map((r) => r.id)).toEqual([body.data.review.id]);
    expect(list.summary).toEqual({ ratingAvg: 4, votes: 1 });
  });

  it('tells the language of a review by the script it is written in, whatever the app\'s language', async () => {
    const f = await createFixtures(h.deps.db);
    const [a, b] = [await h.createPatient(), await h.createPatient()];
    await appointment(f, a.patientId);
    await appointment(f, b.patientId);
    const nepali = form({ experience: 'डाक्टरले धैर्यपूर्वक कुरा सुन्नुभयो र राम्ररी बुझाउनुभयो।', healthProblem: 'ज्वरो' });
    const written = await post(a.token, f.doctorId, nepali, { 'accept-language': 'en' });
    expect(written.status).toBe(201);
    expect((await written.json()).data.review.language).toBe('ne');
    expect((await post(b.token, f.doctorId, form(), { 'accept-language': 'ne' })).status).toBe(201);
    const list = await reviewPage(f.doctorId);
    expect(list.reviews.map((r) => [r.experience, r.language]).sort()).toEqual([
      [form().experience, 'en'], [nepali.experience, 'ne'],
    ].sort());
  });

  it('recomputes the rating from every review, also when two arrive at once', async () => {
    const f = await createFixtures(h.deps.db);
    const [a, b, c] = await Promise.all([h.createPatient(), h.createPatient(), h.createPatient()]);
    await Promise.all([appointment(f, a.patientId), appointment(f, b.patientId), appointment(f, c.patientId)]);
    expect((await post(a.token, f.doctorId, form({ rating: 'very_satisfied' }))).status).toBe(201);
    const [rb, rc] = await Promise.all([
      post(b.token, f.doctorId, form({ rating: 'neutral' })),
      post(c.token, f.doctorId, form({ rating: 'very_unsatisfied', anonymous: true })),
    ]);
    expect([rb.status, rc.status]).toEqual([201, 201]);
    expect(await doctorRating(f.doctorId)).toEqual({ ratingAvg: 3, votes: 3 }); // (5 + 3 + 1) / 3
    const anonymous = (await rc.json()).data.review;
    expect(anonymous.reviewerName).toBeNull();
    const listed = (await reviewPage(f.doctorId)).reviews.find((r) => r.id === anonymous.id)!;
    expect(listed).toMatchObject({ anonymous: true, reviewerName: null, stars: 1 });
  });

  it('reviews a named appointment only if it is the patient\'s, with this doctor, and completed', async () => {
    const f = await createFixtures(h.deps.db);
    const [p, other] = await Promise.all([h.createPatient(), h.createPatient()]);
    const pending = await appointment(f, p.patientId, 'pending', -2);
    const theirs = await appointment(f, other.patientId, 'completed');
    const mine = await appointment(f, p.patientId, 'completed');
    const older = await appointment(f, p.patientId, 'completed', 40);

    const notMine = await post(p.token, f.doctorId, form({ appointmentId: theirs }));
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).message).toBe('This appointment could not be found.');
    expect((await post(p.token, f.doctorId, form({ appointmentId: pending }))).status).toBe(403);
    const elsewhere = await createFixtures(h.deps.db);
    expect((await post(p.token, elsewhere.doctorId, form({ appointmentId: mine }))).status).toBe(404);

    // Two completed visits: two reviews, the latest visit first; a third is refused.
    expect((await canReview(p.token, f.doctorId)).appointmentId).toBe(mine);
    expect((await post(p.token, f.doctorId, form())).status).toBe(201);
    expect(await canReview(p.token, f.doctorId)).toEqual({ canReview: true, appointmentId: older });
    expect((await post(p.token, f.doctorId, form({ appointmentId: older }))).status).toBe(201);
    expect((await post(p.token, f.doctorId, form())).status).toBe(409);
    expect((await doctorRating(f.doctorId)).votes).toBe(2);
  });

  it('validates the form field by field', async () => {
    const f = await createFixtures(h.deps.db);
    const p = await h.createPatient();
    const res = await post(p.token, f.doctorId, {
      recommend: 'yes', waitTime: 'forever', likedAspects: ['wait_time', 'wait_time'], rating: 'great', experience: 'short',
      clinicVisited: 'x'.repeat(500), appointmentId: 'nope',
    });
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(errorList.map((e: { field: string }) => e.field).sort()).toEqual(
      ['appointmentId', 'clinicVisited', 'experience', 'likedAspects', 'rating', 'recommend', 'waitTime']);
    expect(errorList.find((e: { field: string }) => e.field === 'experience').message).toBe('Write at least 10 characters.');
    const aspects = await post(p.token, f.doctorId, form({ likedAspects: ['wait_time', 'wait_time'] }));
    expect((await aspects.json()).errorList).toEqual([{ field: 'likedAspects', message: 'Choose each aspect only once.' }]);
    const ne = await post(p.token, f.doctorId, form({ experience: 'short' }), { 'accept-language': 'ne' });
    expect((await ne.json()).errorList[0].message).toBe('कम्तीमा १० अक्षर लेख्नुहोस्।');
    expect((await post(p.token, '00000000-0000-4000-8000-000000000000', form())).status).toBe(404);
    expect((await h.request(`/api/v1/patient/patient-feedback/can-review/${f.doctorId}`)).status).toBe(401);
  });

  it('accepts an Idempotency-Key: a replayed submission gets the first answer, not a conflict', async () => {
    const f = await createFixtures(h.deps.db);
    const p = await h.createPatient();
    await appointment(f, p.patientId);
    const headers = { 'idempotency-key': 'review-key-0001' };
    const first = await post(p.token, f.doctorId, form(), headers);
    expect(first.status).toBe(201);
    const replay = await post(p.token, f.doctorId, form(), headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect((await replay.json()).data.review.id).toBe((await first.json()).data.review.id);
    expect((await doctorRating(f.doctorId)).votes).toBe(1);
  });
});
