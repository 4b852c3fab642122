// Issue 30: a lab user sees and writes only their own clinic's lab orders. Three clinics on the real
// database and Auth emulator: A and B share a doctor (who also works at B), C is unrelated. A test
// ordered at a visit at A is never listed for B's or C's lab, even though the doctor works at B, and
// writing to it from there is a 404 that changes nothing; an online consultation's tests go to the
// lab of the one clinic the doctor ordered them from (decision record 0018), never to the doctor's
// other clinics. The lab role reaches no prescription, money or patient data.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { bookOk, completePatient, slotIn } from '../../testing/booking-fixtures';
import { rawClient, type Raw } from '../../testing/payment-fixtures';
import { staffToken } from '../../testing/clinic-fixtures';
import { doctorClinics, labReports, labResults, labTests, staffAudit } from '../../db/schema';
import { M } from '../../../contracts/messages';

let h: Harness;
let raw: Raw;
let a: Fixtures;
let b: Fixtures;
let c: Fixtures;
const t: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  raw = rawClient(h);
  [a, b, c] = [await createFixtures(h.deps.db), await createFixtures(h.deps.db), await createFixtures(h.deps.db)];
  // A's doctor also works at B.
  await h.deps.db.insert(doctorClinics).values({ doctorId: a.doctorId, clinicId: b.clinicId });
  t['doctor-a'] = await staffToken(h, a, 'doctor');
  t['doctor-b'] = await staffToken(h, b, 'doctor');
  t['doctor-c'] = await staffToken(h, c, 'doctor');
  // The same doctor signed in to B's console.
  t['doctor-a-at-b'] = await staffToken(h, { ...b, doctorId: a.doctorId }, 'doctor');
  for (const [name, f] of [['a', a], ['b', b], ['c', c]] as const) t[`lab-${name}`] = await staffToken(h, f, 'lab');
});
afterAll(async () => { await h.close(); });

const C = '/api/v1/clinic';
const post = (path: string, token: string, body: unknown) =>
  h.request(path, { method: 'POST', token, body, headers: { 'idempotency-key': randomUUID() } });
const get = (path: string, token: string) => h.request(path, { token });
const queue = async (lab: string): Promise<string[]> => {
  const res = await get(`${C}/lab/tests`, t[lab]!);
  expect(res.status, lab).toBe(200);
  return (await res.json()).data.map((x: { id: string }) => x.id);
};

/** A visit of `f`'s doctor (in person at `f`'s clinic, or online) with one test ordered by `doctor`. */
async function orderedTest(f: Fixtures, doctor: string, type: 'in_person' | 'video' = 'in_person') {
  const p = await completePatient(h);
  const appointmentId = await bookOk(h, p.token, f, await slotIn(h, f, 48, { type }));
  const res = await post(`${C}/appointments/${appointmentId}/lab-tests`, t[doctor]!, { tests: [{ testName: 'Lipid profile', category: 'Biochemistry' }] });
  expect(res.status).toBe(201);
  return { p, appointmentId, testId: (await res.json()).data[0].id as string };
}

describe('a lab sees only its clinic\'s lab orders', () => {
  it('lists each clinic\'s own tests; the shared doctor\'s visit at A is not B\'s', async () => {
    const atA = await orderedTest(a, 'doctor-a');
    const atB = await orderedTest(b, 'doctor-b');
    const [labA, labB, labC] = [await queue('lab-a'), await queue('lab-b'), await queue('lab-c')];
    expect(labA).toContain(atA.testId);
    expect(labA).not.toContain(atB.testId);
    expect(labB).toContain(atB.testId);
    expect(labB).not.toContain(atA.testId);
    expect(labC).toEqual([]);
  });

  it('an online consultation\'s tests are the lab\'s of the clinic the doctor ordered from, and no other clinic\'s', async () => {
    // The doctor works at A and B; the online visit is seen by both consoles, its tests by one lab.
    const fromA = await orderedTest(a, 'doctor-a', 'video');
    const fromB = await orderedTest(a, 'doctor-a-at-b', 'video');
    const [labA, labB, labC] = [await queue('lab-a'), await queue('lab-b'), await queue('lab-c')];
    expect(labA).toContain(fromA.testId);
    expect(labA).not.toContain(fromB.testId);
    expect(labB).toContain(fromB.testId);
    expect(labB).not.toContain(fromA.testId);
    expect(labC).toEqual([]);
    const [rowA] = await h.deps.db.select().from(labTests).where(eq(labTests.id, fromA.testId));
    expect(rowA!.clinicId).toBe(a.clinicId);
    // B's console shows the visit (the doctor's online consultation) but not A's order on it.
    const atB = await get(`${C}/appointments/${fromA.appointmentId}/lab-tests`, t['doctor-a-at-b']!);
    expect(atB.status).toBe(200);
    expect((await atB.json()).data).toEqual([]);
    // B's lab cannot write A's online order: 404, nothing changes.
    const res = await post(`${C}/lab/tests/${fromA.testId}/results`, t['lab-b']!, { results: [{ parameter: 'LDL', value: '190', unit: 'mg/dL', referenceRange: '0-130' }] });
    expect(res.status).toBe(404);
    expect(await h.deps.db.select().from(labResults).where(eq(labResults.labTestId, fromA.testId))).toHaveLength(0);
    // A's lab records it: the patient's result.
    const ok = await post(`${C}/lab/tests/${fromA.testId}/results`, t['lab-a']!, { results: [{ parameter: 'LDL', value: '190', unit: 'mg/dL', referenceRange: '0-130' }] });
    expect(ok.status).toBe(201);
  });

  it('migration 0021 gives existing tests their clinic: the visit\'s, the audited order\'s, or the doctor\'s only one', async () => {
    const atA = await orderedTest(a, 'doctor-a');
    const fromB = await orderedTest(a, 'doctor-a-at-b', 'video');
    const onlineC = await orderedTest(c, 'doctor-c', 'video');
    const ids = [atA.testId, fromB.testId, onlineC.testId];
    // C's online order without its audit row: the doctor's only clinic is the fallback.
    await h.deps.db.delete(staffAudit).where(eq(staffAudit.appointmentId, onlineC.appointmentId));
    // As before the column: no clinic; then the migration's own statements.
    await h.deps.db.update(labTests).set({ clinicId: null }).where(inArray(labTests.id, ids));
    const migration = readFileSync(new URL('../../db/migrations/0021_lab_test_clinic.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').map((x) => x.replace(/^--.*$/gm, '').trim()).filter((x) => x.startsWith('UPDATE'))) {
      await h.deps.db.execute(sql.raw(statement));
    }
    const rows = await h.deps.db.select({ id: labTests.id, clinicId: labTests.clinicId }).from(labTests).where(inArray(labTests.id, ids));
    const clinicOf = (id: string) => rows.find((r) => r.id === id)?.clinicId;
    expect([clinicOf(atA.testId), clinicOf(fromB.testId), clinicOf(onlineC.testId)]).toEqual([a.clinicId, b.clinicId, c.clinicId]);
  });

  it('another clinic\'s test cannot be written from its lab: 404 without its details, and nothing changes', async () => {
    const atA = await orderedTest(a, 'doctor-a');
    for (const lab of ['lab-b', 'lab-c']) {
      const res = await post(`${C}/lab/tests/${atA.testId}/results`, t[lab]!, { results: [{ parameter: 'LDL', value: '190', unit: 'mg/dL', referenceRange: '0-130' }] });
      expect(res.status, lab).toBe(404);
      const text = await res.text();
      expect(text, lab).not.toContain('Lipid');
      expect(text, lab).not.toContain(atA.appointmentId);
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'lipid.pdf');
      const upload = await raw(`${C}/lab/tests/${atA.testId}/report`, { method: 'POST', token: t[lab]!, body: form, headers: { 'idempotency-key': randomUUID() } });
      expect(upload.status, lab).toBe(404);
    }
    const [row] = await h.deps.db.select().from(labTests).where(eq(labTests.id, atA.testId));
    expect(row!.status).toBe('prescribed');
    expect(await h.deps.db.select().from(labResults).where(eq(labResults.labTestId, atA.testId))).toHaveLength(0);
    expect(await h.deps.db.select().from(labReports).where(eq(labReports.labTestId, atA.testId))).toHaveLength(0);
  });

  it('the lab role reads no visit, prescription, money or patient data, even at its own clinic', async () => {
    const atA = await orderedTest(a, 'doctor-a');
    const refused = [
      `${C}/appointments/${atA.appointmentId}/lab-tests`, `${C}/appointments/${atA.appointmentId}/prescriptions`,
      `${C}/accounts/payments`, `${C}/accounts/cases`,
      '/api/diagnostic/v1/lab-tests', '/api/diagnostic/v1/lab-tests/results', '/api/v1/patient/prescriptions/active',
    ];
    for (const path of refused) {
      const res = await get(path, t['lab-a']!);
      expect(res.status, path).toBe(403);
      expect((await res.json()).message, path).toBe(M.roleMismatch);
    }
    // Nor the doctor's own results API (role doctor only).
    const viaDoctorApi = await post(`/api/v1/doctor/records/lab-tests/${atA.testId}/results`, t['lab-a']!, { results: [{ parameter: 'LDL', value: '1' }] });
    expect(viaDoctorApi.status).toBe(403);
    expect(await h.deps.db.select().from(labResults).where(eq(labResults.labTestId, atA.testId))).toHaveLength(0);
  });
});
