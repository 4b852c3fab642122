import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { readOutbox } from '../../mail/mailer';
import { M } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const linkFor = async (email: string, mode: string) => {
  const mails = (await readOutbox(h.outboxDir)).filter((m) => m.to === email);
  const text = mails.at(-1)?.text ?? '';
  const m = new RegExp(`http://app\\.test/action\\?mode=${mode}&oobCode=([\\w-]+)`).exec(text);
  return m?.[1];
};

describe('password reset by e-mail', () => {
  it('sends the link, sets the new password (our rule enforced), and the old one stops working', async () => {
    const p = await h.createPatient();
    const sent = await h.request('/api/v1/patient/auth/send-patient-forget-password-request-email', { method: 'POST', body: { email: p.email } });
    expect(sent.status).toBe(200);
    expect((await sent.json()).message).toBe(M.resetLinkSent);
    const oobCode = await linkFor(p.email, 'resetPassword');
    expect(oobCode).toBeTruthy();

    const weak = await h.request('/api/v1/patient/auth/update-patient-password-on-request', { method: 'POST', body: { oobCode, newPassword: 'simple123', confirmPassword: 'simple123' } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errorList[0]).toEqual({ field: 'newPassword', message: M.passwordRule });
    const differ = await h.request('/api/v1/patient/auth/update-patient-password-on-request', { method: 'POST', body: { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass2' } });
    expect((await differ.json()).errorList[0].field).toBe('confirmPassword');

    const ok = await h.request('/api/v1/patient/auth/update-patient-password-on-request', { method: 'POST', body: { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass1' } });
    expect(ok.status).toBe(200);
    expect(await h.signIn(p.email, 'Naya@Pass1')).toBeTruthy();
    await expect(h.signIn(p.email, p.password)).rejects.toThrow();

    // The code is single-use.
    const again = await h.request('/api/v1/patient/auth/update-patient-password-on-request', { method: 'POST', body: { oobCode, newPassword: 'Other@Pass1', confirmPassword: 'Other@Pass1' } });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(M.resetLinkInvalid);
  });

  it('tells an unknown address it is not registered', async () => {
    const res = await h.request('/api/v1/patient/auth/send-patient-forget-password-request-email', { method: 'POST', body: { email: 'nobody-here@example.test' } });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('This email address is not registered.');
  });
});

describe('verification e-mail again', () => {
  it('sends a fresh verifyEmail link to an unverified account and answers alike for unknown addresses', async () => {
    const email = `unverified-${Date.now()}@example.test`;
    await h.request('/api/v1/patient/auth/register-patient-account', { method: 'POST', body: { firstName: 'Bina', lastName: 'Rai', email, password: 'Himal@2026' } });
    const before = (await readOutbox(h.outboxDir)).filter((m) => m.to === email).length;
    const res = await h.request('/api/v1/patient/auth/send-patient-verification-email', { method: 'POST', body: { email } });
    expect(res.status).toBe(200);
    expect((await readOutbox(h.outboxDir)).filter((m) => m.to === email).length).toBe(before + 1);
    expect(await linkFor(email, 'verifyEmail')).toBeTruthy();
    const unknown = await h.request('/api/v1/patient/auth/send-patient-verification-email', { method: 'POST', body: { email: 'ghost@example.test' } });
    expect((await unknown.json()).message).toBe(M.verificationSent);
  });

  it('says an already verified address can sign in', async () => {
    const p = await h.createPatient();
    const res = await h.request('/api/v1/patient/auth/send-patient-verification-email', { method: 'POST', body: { email: p.email } });
    expect((await res.json()).message).toBe(M.alreadyVerified);
  });
});
