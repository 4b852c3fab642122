import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { patients, supportMessages } from '../../db/schema';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness({ SUPPORT_EMAIL: 'help@swasthya.test' }); });
afterAll(async () => { await h.close(); });

const CHANGE = '/api/v1/patient/user/change-password';
const DISABLE = '/api/v1/patient/user/disable-patient-account';
const DETAIL = '/api/v1/patient/user/get-patient-detail';
const NEW_PASSWORD = 'Naya@Pass2026';

/** The Identity Toolkit's error code for a sign-in (undefined when it works). */
async function signInError(email: string, password: string): Promise<string | undefined> {
  const res = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.ok ? undefined : ((await res.json()) as { error: { message: string } }).error.message;
}
const fields = async (res: Response) => ((await res.json()).errorList as { field: string; message: string }[]);
// Revocation has one-second precision: tokens from the same second as the revocation stay valid.
// Waits (asking the clock) until the second the token was issued in is over.
const afterIssueSecond = (token: string) => {
  const { iat } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat: number };
  return vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(iat), { timeout: 2_000, interval: 20 });
};

describe('change password', () => {
  it('refuses a wrong current password with the spec message and changes nothing', async () => {
    const p = await h.createPatient();
    const res = await h.request(CHANGE, { method: 'POST', token: p.token, body: { currentPassword: 'Wrong@1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Please check your current password and try again');
    expect(body.errorList).toEqual([{ field: 'currentPassword', message: 'Please check your current password and try again' }]);
    expect(await signInError(p.email, p.password)).toBeUndefined();
    expect(await signInError(p.email, NEW_PASSWORD)).toMatch(/INVALID/);
  });

  it('sets the new password: only the new one signs in, and the old sessions end', async () => {
    const p = await h.createPatient();
    await afterIssueSecond(p.token);
    const res = await h.request(CHANGE, { method: 'POST', token: p.token, body: { currentPassword: p.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(A.passwordChanged);
    expect(await signInError(p.email, p.password)).toMatch(/INVALID/);
    const token = await h.signIn(p.email, NEW_PASSWORD);
    // The old token is revoked (writes check revocation); the new one works.
    expect((await h.request('/api/v1/patient/user/phone/send-code', { method: 'POST', token: p.token })).status).toBe(401);
    expect((await h.request(DETAIL, { token })).status).toBe(200);
  });

  it('validates with errorList: rule, confirmation, same password, missing fields', async () => {
    const p = await h.createPatient();
    const weak = await h.request(CHANGE, { method: 'POST', token: p.token, body: { currentPassword: p.password, newPassword: 'weak', confirmPassword: 'weak' } });
    expect(weak.status).toBe(400);
    expect(await fields(weak)).toEqual([{ field: 'newPassword', message: M.passwordRule }]);
    const differ = await h.request(CHANGE, { method: 'POST', token: p.token, body: { currentPassword: p.password, newPassword: NEW_PASSWORD, confirmPassword: 'Other@2026x' } });
    expect(await fields(differ)).toEqual([{ field: 'confirmPassword', message: M.passwordsDiffer }]);
    const same = await h.request(CHANGE, { method: 'POST', token: p.token, body: { currentPassword: p.password, newPassword: p.password, confirmPassword: p.password } });
    expect(await fields(same)).toEqual([{ field: 'newPassword', message: A.samePassword }]);
    const missing = await h.request(CHANGE, { method: 'POST', token: p.token, body: {} });
    expect((await fields(missing)).map((e) => e.field).sort()).toEqual(['confirmPassword', 'currentPassword', 'newPassword']);
    expect((await h.request(CHANGE, { method: 'POST', body: { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(401);
  });
});

describe('delete (disable) account', () => {
  it('checks the password and confirmation first', async () => {
    const p = await h.createPatient();
    const wrong = await h.request(DISABLE, { method: 'POST', token: p.token, body: { password: 'Wrong@1234', confirmPassword: 'Wrong@1234' } });
    expect(wrong.status).toBe(400);
    expect(await fields(wrong)).toEqual([{ field: 'password', message: A.wrongPassword }]);
    const differ = await h.request(DISABLE, { method: 'POST', token: p.token, body: { password: p.password, confirmPassword: 'x' } });
    expect(await fields(differ)).toEqual([{ field: 'confirmPassword', message: M.passwordsDiffer }]);
    const long = await h.request(DISABLE, { method: 'POST', token: p.token, body: { password: p.password, confirmPassword: p.password, comment: 'x'.repeat(1001) } });
    expect(await fields(long)).toEqual([{ field: 'comment', message: M.tooLong }]);
    expect((await h.deps.auth.getUser(p.uid)).disabled).toBe(false);
    expect((await h.request(DETAIL, { token: p.token })).status).toBe(200);
  });

  it('disables the account: sign-in is refused (USER_DISABLED), every API answers 403, the comment is kept', async () => {
    const p = await h.createPatient();
    const bystander = await h.createPatient();
    await afterIssueSecond(p.token);
    const res = await h.request(DISABLE, { method: 'POST', token: p.token, body: { password: p.password, confirmPassword: p.password, comment: 'Moving abroad' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Your account has been deleted. To recover it, please write to help@swasthya.test.');
    expect(body.data).toEqual({ supportEmail: 'help@swasthya.test' });

    expect((await h.deps.auth.getUser(p.uid)).disabled).toBe(true);
    expect(await signInError(p.email, p.password)).toBe('USER_DISABLED');
    const [row] = await h.deps.db.select({ disabledAt: patients.disabledAt }).from(patients).where(eq(patients.id, p.patientId));
    expect(row!.disabledAt).toBeInstanceOf(Date);
    const [note] = await h.deps.db.select().from(supportMessages).where(and(eq(supportMessages.patientId, p.patientId), eq(supportMessages.kind, 'account_deletion')));
    expect(note).toMatchObject({ message: 'Moving abroad', email: p.email });

    for (const [path, method] of [[DETAIL, 'GET'], ['/api/v1/patient/user/notification-preferences', 'GET'], ['/api/v1/chat/threads', 'GET'], ['/api/v1/patient/user/phone/send-code', 'POST']] as const) {
      const r = await h.request(path, { method, token: p.token });
      expect(r.status, path).toBe(403);
      expect((await r.json()).message).toBe(M.accountDisabled);
    }
    expect((await h.request(DETAIL, { token: bystander.token })).status).toBe(200);
  });

  it('Nepali callers get the message in Nepali with the support e-mail', async () => {
    const p = await h.createPatient();
    const res = await h.request(DISABLE, { method: 'POST', token: p.token, headers: { 'accept-language': 'ne' }, body: { password: p.password, confirmPassword: p.password } });
    expect((await res.json()).message).toBe('तपाईंको खाता मेटाइयो। खाता फिर्ता पाउन कृपया help@swasthya.test मा लेख्नुहोस्।');
  });
});
