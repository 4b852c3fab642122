import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { patients, userPreferences } from '../../db/schema';
import { M } from '../../../contracts/messages';
import { readOutbox } from '../../mail/mailer';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const REGISTER = '/api/v1/patient/auth/register-patient-account';
const DETAIL = '/api/v1/patient/user/get-patient-detail';
const UPDATE = '/api/v1/patient/user/update-patient-details';

const validProfile = {
  firstName: 'Ram', lastName: 'Thapa', countryCode: '+977', phoneNumber: '9841234567',
  dateOfBirth: { year: 1992, month: 4, day: 14 }, bloodGroup: 'O+', gender: 'male', city: 'Pokhara',
  address: 'Lakeside-6', postalCode: '33700', maritalStatus: 'married', occupation: 'Teacher',
  religion: 'hindu', nationality: 'nepali', language: 'nepali', timeZone: 'Asia/Kathmandu',
};

describe('register-patient-account', () => {
  it('creates the Firebase user with the patient role, the profile, and sends the verification e-mail', async () => {
    const email = `Maya.Gurung.${Date.now()}@Example.test`;
    const res = await h.request(REGISTER, { method: 'POST', body: { firstName: 'Maya', middleName: 'Kumari', lastName: 'Gurung', email, password: 'Himal@2026' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { message: M.accountCreated } });
    const user = await h.deps.auth.getUserByEmail(email.toLowerCase());
    const data = { uid: user.uid };
    expect(user.customClaims).toEqual({ role: 'patient' });
    expect(user.email).toBe(email.toLowerCase());
    const [row] = await h.deps.db.select().from(patients).where(eq(patients.firebaseUid, data.uid));
    expect(row).toMatchObject({ firstName: 'Maya', middleName: 'Kumari', lastName: 'Gurung', countryCode: '+977' });
    // Theme and language are not chosen yet: the device's choice wins on first sign-in.
    expect(await h.deps.db.select().from(userPreferences).where(eq(userPreferences.patientId, row!.id))).toEqual([]);

    // Sent after the answer.
    const mail = await vi.waitFor(async () => {
      const found = (await readOutbox(h.outboxDir)).find((m) => m.to === email.toLowerCase());
      if (!found) throw new Error('no verification e-mail yet');
      return found;
    }, { timeout: 10_000, interval: 50 });
    expect(mail.text).toMatch(/http:\/\/app\.test\/action\?mode=verifyEmail&oobCode=[\w-]+/);

    // The new patient can sign in and read the profile with the role claim in the token.
    const token = await h.signIn(email.toLowerCase(), 'Himal@2026');
    const detail = await h.request(DETAIL, { token });
    expect(detail.status).toBe(200);
    expect((await detail.json()).data).toMatchObject({ firstName: 'Maya', email: email.toLowerCase(), isComplete: false });
  });

  it('answers an e-mail already in use as a new one (no probing), and makes no second account', async () => {
    const email = `dup.${Date.now()}@example.test`;
    const body = { firstName: 'Hari', lastName: 'Karki', email, password: 'Himal@2026' };
    const first = await h.request(REGISTER, { method: 'POST', body });
    const second = await h.request(REGISTER, { method: 'POST', body: { ...body, firstName: 'Other' } });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await h.deps.db.select().from(patients).where(eq(patients.email, email))).toHaveLength(1);
  });

  it('names each bad field once in errorList', async () => {
    const res = await h.request(REGISTER, { method: 'POST', body: { firstName: '', lastName: 'K4rki!', email: 'nope', password: 'short' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(M.validationFailed);
    expect(body.errorList.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(body.errorList.find((e: { field: string }) => e.field === 'password').message).toBe(M.passwordRule);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await h.request(REGISTER, { method: 'POST', headers: { 'content-type': 'application/json' }, body: undefined });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('patient profile', () => {
  it('updates every field, validates the options and reports completeness', async () => {
    const p = await h.createPatient();
    const res = await h.request(UPDATE, { method: 'PUT', token: p.token, body: validProfile });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(M.profileUpdated);
    expect(body.data).toMatchObject({ ...validProfile, isComplete: true });
  });

  it('rejects under-18, bad options and a bad Nepali mobile, one entry per field', async () => {
    const p = await h.createPatient();
    const year = new Date().getUTCFullYear() - 17;
    const res = await h.request(UPDATE, {
      method: 'PUT', token: p.token,
      body: { ...validProfile, dateOfBirth: { year, month: 1, day: 1 }, bloodGroup: 'C+', religion: 'pastafarian', phoneNumber: '12345' },
    });
    expect(res.status).toBe(400);
    const { errorList } = await res.json();
    expect(Object.fromEntries(errorList.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      dateOfBirth: M.underAge, bloodGroup: M.invalidOption, religion: M.invalidOption, phoneNumber: M.invalidPhone,
    });
  });

  it('accepts a city of the patient’s own and a 10-digit Nepali mobile only', async () => {
    const p = await h.createPatient();
    const ok = await h.request(UPDATE, { method: 'PUT', token: p.token, body: { ...validProfile, city: 'Bandipur' } });
    expect(ok.status).toBe(200);
    const bad = await h.request(UPDATE, { method: 'PUT', token: p.token, body: { ...validProfile, phoneNumber: '0141234567' } });
    expect(bad.status).toBe(400);
  });

  it('never shows one patient another patient’s profile', async () => {
    const a = await h.createPatient();
    const b = await h.createPatient();
    await h.request(UPDATE, { method: 'PUT', token: a.token, body: { ...validProfile, firstName: 'Anita' } });
    const resB = await h.request(`${DETAIL}?id=${a.patientId}`, { token: b.token, headers: { 'x-patient-id': a.patientId } });
    const dataB = (await resB.json()).data;
    expect(dataB.id).toBe(b.patientId);
    expect(dataB.email).toBe(b.email);
    expect(dataB.firstName).toBe('Test');
    const dataA = (await (await h.request(DETAIL, { token: a.token })).json()).data;
    expect(dataA).toMatchObject({ id: a.patientId, firstName: 'Anita' });
  });
});

describe('user preferences', () => {
  it('defaults to light and English, keeps changes, and rejects unknown values', async () => {
    const p = await h.createPatient();
    const get = async () => (await (await h.request('/api/v1/patient/user/preferences', { token: p.token })).json()).data;
    expect(await get()).toEqual({ theme: 'light', language: 'en', saved: false });
    const put = await h.request('/api/v1/patient/user/preferences', { method: 'PUT', token: p.token, body: { theme: 'dark' } });
    expect((await put.json()).data).toEqual({ theme: 'dark', language: 'en', saved: true });
    await h.request('/api/v1/patient/user/preferences', { method: 'PUT', token: p.token, body: { language: 'ne' } });
    expect(await get()).toEqual({ theme: 'dark', language: 'ne', saved: true });
    const bad = await h.request('/api/v1/patient/user/preferences', { method: 'PUT', token: p.token, body: { theme: 'purple' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorList[0].field).toBe('theme');
    // Another patient's preferences are untouched.
    const other = await h.createPatient();
    expect((await (await h.request('/api/v1/patient/user/preferences', { token: other.token })).json()).data).toEqual({ theme: 'light', language: 'en', saved: false });
  });
});
