import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { patients, phoneVerifications } from '../../db/schema';
import { readSmsOutbox } from '../../mail/sms';
import { PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR } from './phone';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const SEND = '/api/v1/patient/user/phone/send-code';
const VERIFY = '/api/v1/patient/user/phone/verify';
let n = 0;
const newNumber = () => `98${String(10_000_000 + ++n * 7919).slice(-8)}`;

/** The code in the newest SMS to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const sms = (await readSmsOutbox(h.deps.env.dataDir)).filter((m) => m.to === to).at(-1);
  const code = /code is (\d{6})\./.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Lets the next send through the 30-second resend interval. */
const ageCode = (patientId: string) =>
  h.deps.db.update(phoneVerifications).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(phoneVerifications.patientId, patientId));

describe('phone verification', () => {
  it('limits the codes sent to one number whoever asks: the sixth patient within the hour is refused, and nothing is sent', async () => {
    const phone = newNumber();
    const patients = await Promise.all(Array.from({ length: PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR + 1 }, () => h.createPatient()));
    const statuses: number[] = [];
    for (const p of patients) statuses.push((await h.request(SEND, { method: 'POST', token: p.token, body: { countryCode: '+977', phoneNumber: phone } })).status);
    expect(statuses).toEqual([...Array(PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR).fill(200), 429]);
    expect((await readSmsOutbox(h.deps.env.dataDir)).filter((m) => m.to === `+977${phone}`)).toHaveLength(PHONE_CODE_SENDS_PER_NUMBER_PER_HOUR);
  });

  it('sends a code by SMS (outbox), keeps only its hash, and verifies the number', async () => {
    const p = await h.createPatient();
    const phone = newNumber();
    const res = await h.request(SEND, { method: 'POST', token: p.token, body: { countryCode: '+977', phoneNumber: phone } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(A.codeSent);
    expect(body.data).toMatchObject({ countryCode: '+977', phoneNumberMasked: `•••••••${phone.slice(-3)}`, resendAfterSeconds: 30 });
    expect(Date.parse(body.data.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const code = await codeSentTo(`+977${phone}`);
    const [row] = await h.deps.db.select().from(phoneVerifications).where(eq(phoneVerifications.patientId, p.patientId));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    // A second code within 30 s is refused.
    const again = await h.request(SEND, { method: 'POST', token: p.token, body: { countryCode: '+977', phoneNumber: phone } });
    expect(again.status).toBe(429);
    expect((await again.json()).message).toBe(A.codeWait);

    const bad = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code: wrong(code) } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: A.codeInvalid, errorList: [{ field: 'code', message: A.codeInvalid }] });

    const ok = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code } });
    expect(ok.status).toBe(200);
    const verified = await ok.json();
    expect(verified.message).toBe(A.phoneVerified);
    expect(verified.data).toMatchObject({ countryCode: '+977', phoneNumber: phone, phoneVerified: true });
    // The code is used up.
    const reuse = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code } });
    expect((await reuse.json()).message).toBe(A.codeNotRequested);
  });

  it("sends to the profile's phone when none is given, and asks for one when the profile has none", async () => {
    const p = await h.createPatient();
    const none = await h.request(SEND, { method: 'POST', token: p.token });
    expect(none.status).toBe(400);
    expect((await none.json()).errorList).toEqual([{ field: 'phoneNumber', message: A.phoneMissing }]);

    const phone = newNumber();
    await h.deps.db.update(patients).set({ countryCode: '+91', phone }).where(eq(patients.id, p.patientId));
    expect((await h.request(SEND, { method: 'POST', token: p.token, body: {} })).status).toBe(200);
    const code = await codeSentTo(`+91${phone}`);
    const ok = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code } });
    expect((await ok.json()).data).toMatchObject({ countryCode: '+91', phoneNumber: phone, phoneVerified: true });
  });

  it('allows 5 tries per code, then asks for a new code', async () => {
    const p = await h.createPatient();
    const phone = newNumber();
    await h.request(SEND, { method: 'POST', token: p.token, body: { phoneNumber: phone } });
    const code = await codeSentTo(`+977${phone}`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await h.request(VERIFY, { method: 'POST', token: p.token, body: { code: wrong(code) } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code } });
    expect(right.status).toBe(429);
    expect((await right.json()).message).toBe(A.codeTooManyAttempts);

    // A new code starts over.
    await ageCode(p.patientId);
    await h.request(SEND, { method: 'POST', token: p.token, body: { phoneNumber: phone } });
    const fresh = await codeSentTo(`+977${phone}`);
    expect((await h.request(VERIFY, { method: 'POST', token: p.token, body: { code: fresh } })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const p = await h.createPatient();
    const phone = newNumber();
    await h.request(SEND, { method: 'POST', token: p.token, body: { phoneNumber: phone } });
    const code = await codeSentTo(`+977${phone}`);
    await h.deps.db.update(phoneVerifications).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(phoneVerifications.patientId, p.patientId));
    const res = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(A.codeExpired);
    const [row] = await h.deps.db.select({ v: patients.phoneVerified }).from(patients).where(eq(patients.id, p.patientId));
    expect(row!.v).toBe(false);
  });

  it("never lets one patient's code verify another's phone", async () => {
    const a = await h.createPatient();
    const b = await h.createPatient();
    const phone = newNumber();
    await h.request(SEND, { method: 'POST', token: a.token, body: { phoneNumber: phone } });
    const code = await codeSentTo(`+977${phone}`);
    expect((await (await h.request(VERIFY, { method: 'POST', token: b.token, body: { code } })).json()).message).toBe(A.codeNotRequested);
    await h.request(SEND, { method: 'POST', token: b.token, body: { phoneNumber: phone } });
    const own = await codeSentTo(`+977${phone}`);
    if (own !== code) expect((await h.request(VERIFY, { method: 'POST', token: b.token, body: { code } })).status).toBe(400);
  });

  it('validates input with errorList and limits sends per hour', async () => {
    const p = await h.createPatient();
    const badPhone = await h.request(SEND, { method: 'POST', token: p.token, body: { countryCode: '+977', phoneNumber: '12345' } });
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).errorList).toEqual([{ field: 'phoneNumber', message: M.invalidPhone }]);
    const badCode = await h.request(SEND, { method: 'POST', token: p.token, body: { countryCode: '+999', phoneNumber: '9841234567' } });
    expect((await badCode.json()).errorList[0].field).toBe('countryCode');
    const format = await h.request(VERIFY, { method: 'POST', token: p.token, body: { code: '12ab' } });
    expect(format.status).toBe(400);
    expect((await format.json()).errorList).toEqual([{ field: 'code', message: A.codeFormat }]);
    expect((await h.request(VERIFY, { method: 'POST', body: { code: '123456' } })).status).toBe(401);

    // 2 sends above were refused by validation but counted; 3 more go through, the next is limited.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      await ageCode(p.patientId);
      statuses.push((await h.request(SEND, { method: 'POST', token: p.token, body: { phoneNumber: newNumber() } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
