import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { readOutbox } from '../../mail/mailer';
import { M, SERVER_MESSAGES } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });
afterEach(() => { vi.restoreAllMocks(); });

const REGISTER = '/api/v1/patient/auth/register-patient-account';
const VERIFY = '/api/v1/patient/auth/send-patient-verification-email';
const FORGOT = '/api/v1/patient/auth/send-patient-forget-password-request-email';
const RESET = '/api/v1/patient/auth/update-patient-password-on-request';

const mailsTo = async (email: string) => (await readOutbox(h.outboxDir)).filter((m) => m.to === email);
/** The e-mails go out after the answer: the newest link of `mode` to `email`, once it is there. */
const linkFor = async (email: string, mode: string) => {
  let code: string | undefined;
  await vi.waitFor(async () => {
    const text = (await mailsTo(email)).at(-1)?.text ?? '';
    code = new RegExp(`http://app\\.test/action\\?mode=${mode}&oobCode=([\\w-]+)`).exec(text)?.[1];
    expect(code).toBeTruthy();
  }, { timeout: 10_000, interval: 50 });
  return code!;
};
const post = (url: string, body: unknown) => h.request(url, { method: 'POST', body });
const answer = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('password reset by e-mail', () => {
  it('sends the link, sets the new password (our rule enforced), and the old one stops working', async () => {
    const p = await h.createPatient();
    const sent = await post(FORGOT, { email: p.email });
    expect(sent.status).toBe(200);
    expect((await sent.json()).message).toBe(M.resetLinkSent);
    const oobCode = await linkFor(p.email, 'resetPassword');

    const weak = await post(RESET, { oobCode, newPassword: 'simple123', confirmPassword: 'simple123' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errorList[0]).toEqual({ field: 'newPassword', message: M.passwordRule });
    const differ = await post(RESET, { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass2' });
    expect((await differ.json()).errorList[0].field).toBe('confirmPassword');

    const ok = await post(RESET, { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass1' });
    expect(ok.status).toBe(200);
    expect(await h.signIn(p.email, 'Naya@Pass1')).toBeTruthy();
    await expect(h.signIn(p.email, p.password)).rejects.toThrow();

    // The code is single-use.
    const again = await post(RESET, { oobCode, newPassword: 'Other@Pass1', confirmPassword: 'Other@Pass1' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(M.resetLinkInvalid);
  });

  it('says so when the old sessions cannot be signed out, changes nothing, and works when retried', async () => {
    const p = await h.createPatient();
    await post(FORGOT, { email: p.email });
    const oobCode = await linkFor(p.email, 'resetPassword');
    vi.spyOn(h.deps.auth, 'revokeRefreshTokens').mockRejectedValueOnce(Object.assign(new Error('backend unavailable'), { code: 'auth/internal-error' }));
    const failed = await post(RESET, { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass1' });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await failed.json()).message).toBe(SERVER_MESSAGES.resetNotRevoked);
    // Nothing changed: the old password still works, and the same code can be used again.
    expect(await h.signIn(p.email, p.password)).toBeTruthy();
    const retried = await post(RESET, { oobCode, newPassword: 'Naya@Pass1', confirmPassword: 'Naya@Pass1' });
    expect(retried.status).toBe(200);
    await expect(h.signIn(p.email, p.password)).rejects.toThrow();
  });
});

describe('no account probing', () => {
  const password = 'Himal@2026';
  /** An address with an unverified account, one with a verified account, and one with none. */
  async function addresses() {
    const unverified = `unverified-${crypto.randomUUID().slice(0, 8)}@example.test`;
    expect((await post(REGISTER, { firstName: 'Bina', lastName: 'Rai', email: unverified, password })).status).toBe(201);
    await linkFor(unverified, 'verifyEmail');
    const verified = (await h.createPatient()).email;
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@example.test`;
    return { unverified, verified, unknown };
  }

  it('answers sign-up, resend-verification and forgot-password the same for existing, verified and unknown addresses', async () => {
    const a = await addresses();
    // Sign-up last: it gives the unknown address an account.
    const cases = [
      { url: VERIFY, body: (email: string) => ({ email }) },
      { url: FORGOT, body: (email: string) => ({ email }) },
      { url: REGISTER, body: (email: string) => ({ firstName: 'Hari', lastName: 'Karki', email, password }) },
    ];
    for (const { url, body } of cases) {
      const answers = [];
      for (const email of [a.unverified, a.verified, a.unknown]) answers.push(await answer(await post(url, body(email))));
      expect(answers[1], url).toEqual(answers[0]);
      expect(answers[2], url).toEqual(answers[0]);
      expect(answers[0]!.status, url).toBeLessThan(300);
    }
    // Only the owner of an address learns something, by e-mail: a sign-up with their address, a link.
    // The unknown address got nothing until its sign-up made an account (then the link to verify it).
    await vi.waitFor(async () => {
      const verifiedMails = (await mailsTo(a.verified)).map((m) => m.subject);
      expect(verifiedMails.some((s) => s.startsWith('You already have a Swasthya account'))).toBe(true);
      expect(verifiedMails.some((s) => s.startsWith('Reset your Swasthya password'))).toBe(true);
      expect(verifiedMails.some((s) => s.startsWith('Verify'))).toBe(false);
      expect((await mailsTo(a.unverified)).filter((m) => m.subject.startsWith('Verify')).length).toBe(2);
      expect((await mailsTo(a.unknown)).map((m) => m.subject.split(' /')[0])).toEqual(['Verify your Swasthya email']);
    }, { timeout: 10_000, interval: 50 });
  });

  it('answers an auth-provider failure with 503 (logged), never as sent', async () => {
    const a = await addresses();
    const outage = () => Object.assign(new Error('Firebase is unavailable'), { code: 'auth/internal-error' });
    const logged = vi.spyOn(h.deps.log, 'error');
    const before = (await mailsTo(a.verified)).length;
    const checks = [
      { url: FORGOT, body: { email: a.verified }, method: 'generatePasswordResetLink' as const },
      { url: VERIFY, body: { email: a.unverified }, method: 'getUserByEmail' as const },
      { url: VERIFY, body: { email: a.unverified }, method: 'generateEmailVerificationLink' as const },
      { url: REGISTER, body: { firstName: 'Hari', lastName: 'Karki', email: `new-${crypto.randomUUID().slice(0, 8)}@example.test`, password }, method: 'createUser' as const },
      { url: REGISTER, body: { firstName: 'Hari', lastName: 'Karki', email: `new-${crypto.randomUUID().slice(0, 8)}@example.test`, password }, method: 'setCustomUserClaims' as const },
    ];
    for (const { url, body, method } of checks) {
      vi.spyOn(h.deps.auth, method).mockRejectedValueOnce(outage());
      const res = await post(url, body);
      expect(res.status, `${method} on ${url}`).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ message: SERVER_MESSAGES.serviceUnavailable });
      expect(logged).toHaveBeenLastCalledWith('auth provider failed', expect.objectContaining({ what: method, code: 'auth/internal-error' }));
    }
    expect((await mailsTo(a.verified)).length).toBe(before);
    // The half-made account of the failed sign-up was removed: the same address can sign up again.
    const retry = checks[4]!.body;
    expect((await post(REGISTER, retry)).status).toBe(201);
    await linkFor((retry as { email: string }).email, 'verifyEmail');
  });
});
