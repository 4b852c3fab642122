import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../testing/harness';
import { patients } from '../db/schema';
import { M } from '../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const DETAIL = '/api/v1/patient/user/get-patient-detail';

/** An unsigned token with any claims: the emulator-mode admin SDK would accept it for an existing uid. */
function forgedToken(uid: string, claims: Record<string, unknown>): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/other-project', aud: 'other-project', sub: uid, uid, iat: now, exp: now + 600, auth_time: now, ...claims })}.`;
}

describe('patient routes require a valid patient token', () => {
  it('rejects a request without an API key', async () => {
    const res = await h.request(DETAIL, { headers: { 'x-api-key': '' } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(M.missingApiKey);
  });

  it('rejects a request with no token', async () => {
    const res = await h.request(DETAIL);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(M.unauthenticated);
  });

  it('rejects a malformed or foreign token', async () => {
    for (const token of ['not-a-jwt', forgedToken('someone', { role: 'patient' })]) {
      const res = await h.request(DETAIL, { token });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe(M.unauthenticated);
    }
  });

  it('refuses a signed-in user without the patient role, with the role-mismatch message', async () => {
    const doctor = await h.createPatient({ role: 'doctor' });
    const res = await h.request(DETAIL, { token: doctor.token });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(M.roleMismatch);
    const none = await h.createPatient({ role: null });
    expect((await h.request(DETAIL, { token: none.token })).status).toBe(403);
  });

  it('answers in Nepali when asked', async () => {
    const res = await h.request(DETAIL, { headers: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' } });
    expect((await res.json()).message).toBe('अगाडि बढ्न कृपया साइन इन गर्नुहोस्।');
  });

  it('refuses a disabled account (deleted by the patient) even with a still-valid token', async () => {
    const p = await h.createPatient();
    expect((await h.request(DETAIL, { token: p.token })).status).toBe(200);
    await h.deps.db.update(patients).set({ disabledAt: new Date() }).where(eq(patients.id, p.patientId));
    const res = await h.request(DETAIL, { token: p.token });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(M.accountDisabled);
  });

  it('refuses writes from a user disabled at the identity provider', async () => {
    const p = await h.createPatient();
    await h.deps.auth.updateUser(p.uid, { disabled: true });
    const res = await h.request('/api/v1/patient/user/update-patient-details', { method: 'PUT', token: p.token, body: {} });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(M.accountDisabled);
  });
});
