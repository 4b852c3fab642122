// The pharmacy's administrator (role pharmacy-admin, docs/decisions/0019) invites a colleague to their own
// pharmacy: an e-mailed one-time link, accepted at /clinic/join like clinic staff's, makes an account with
// `{ role: 'pharmacist', pharmacyId }` that sees that pharmacy's reservations only. A plain pharmacist,
// a patient or clinic staff cannot invite (role mismatch); bad input is a field error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { client, createPharmacy, patientWithPrescriptions, paths, pharmacistToken } from '../../testing/medicine-order-fixtures';
import { STAFF_PASSWORD, staffToken } from '../../testing/clinic-fixtures';
import { ensurePharmacistAccount } from './pharmacists';
import { clinicStaff, staffAudit } from '../../db/schema';
import { M } from '../../../contracts/messages';
import { CLINIC_MESSAGES as C } from '../../../contracts/clinic-messages';

let h: Harness;
let f: Fixtures;
let c: ReturnType<typeof client>;
let pharmacyId: string;
let ph: string;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  c = client(h);
  pharmacyId = await createPharmacy(h);
  ph = await pharmacistToken(h, pharmacyId);
  admin = await pharmacistToken(h, pharmacyId, 'pharmacy-admin');
});
afterAll(async () => { await h.close(); });

const INVITE = '/api/v1/clinic/pharmacy/invitations';
const ACCEPT = '/api/v1/clinic/invitations/accept';

async function linkTokenFor(email: string): Promise<string | undefined> {
  const { readOutbox } = await import('../../mail/mailer');
  const mail = (await readOutbox(h.outboxDir)).find((m) => m.to === email);
  return /\/clinic\/join\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
}

describe("the pharmacy's administrator invites a colleague", () => {
  it("accepting makes a pharmacist of that pharmacy (claims and row), once, who sees its reservations and no other's", async () => {
    const email = `colleague-${Date.now()}@pharmacy.test`;
    const res = await c.post(INVITE, admin, { email: email.toUpperCase() });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(C.invitationSent);
    const token = await linkTokenFor(email);
    expect(token).toBeTruthy();

    const accept = await c.post(ACCEPT, undefined, { token, displayName: 'Sunita Pharmacist', password: 'Pharma@12345' });
    expect(accept.status).toBe(200);
    expect((await accept.json()).data).toEqual({ email, role: 'pharmacist' });
    expect((await c.post(ACCEPT, undefined, { token, displayName: 'Again', password: 'Pharma@12345' })).status).toBe(400);

    const [row] = await h.deps.db.select().from(clinicStaff).where(eq(clinicStaff.email, email));
    expect(row).toMatchObject({ role: 'pharmacist', pharmacyId, clinicId: null });
    const user = await h.deps.auth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'pharmacist', pharmacyId });
    const audit = await h.deps.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'invite'), eq(staffAudit.detail, `pharmacist ${email}`)));
    expect(audit).toHaveLength(1);

    // The colleague answers this pharmacy's reservations; another pharmacy's are not theirs.
    const colleague = await h.signIn(email, 'Pharma@12345');
    const me = (await (await c.get('/api/v1/clinic/pharmacy/me', colleague)).json()).data;
    expect(me).toMatchObject({ displayName: 'Sunita Pharmacist', pharmacy: { id: pharmacyId } });
    const p = await patientWithPrescriptions(h, f);
    const here = await c.startOk(p.token, pharmacyId, p.rxIds.slice(0, 1));
    const elsewhere = await c.startOk(p.token, await createPharmacy(h, 'Elsewhere'), p.rxIds.slice(1, 2));
    const seen = (await (await c.get(paths.PH, colleague)).json()).data.orders.map((o: { id: string }) => o.id);
    expect(seen).toContain(here.id);
    expect(seen).not.toContain(elsewhere.id);
    expect((await c.get(`${paths.PH}/${elsewhere.id}`, colleague)).status).toBe(404);
    // The colleague is a plain pharmacist: they answer reservations but do not invite.
    expect(me.role).toBe('pharmacist');
    const again = await c.post(INVITE, colleague, { email: `third-${Date.now()}@pharmacy.test` });
    expect(again.status).toBe(403);
    expect((await again.json()).message).toBe(M.roleMismatch);
  });

  it("the first administrator, made as from the command line, has the claims; a pharmacist's answers are the same, an invitation is not theirs", async () => {
    const email = `owner-${Date.now()}@pharmacy.test`;
    await ensurePharmacistAccount(h.deps.db, h.deps.auth, { email, displayName: 'Owner', pharmacyId, role: 'pharmacy-admin', password: STAFF_PASSWORD });
    expect((await h.deps.auth.getUserByEmail(email)).customClaims).toEqual({ role: 'pharmacy-admin', pharmacyId });
    const [row] = await h.deps.db.select().from(clinicStaff).where(eq(clinicStaff.email, email));
    expect(row).toMatchObject({ role: 'pharmacy-admin', pharmacyId, clinicId: null });
    const owner = await h.signIn(email, STAFF_PASSWORD);
    expect((await (await c.get('/api/v1/clinic/pharmacy/me', owner)).json()).data.role).toBe('pharmacy-admin');
    expect((await (await c.get('/api/v1/clinic/pharmacy/me', ph)).json()).data.role).toBe('pharmacist');
    // Both answer the pharmacy's reservations.
    const p = await patientWithPrescriptions(h, f);
    const order = await c.startOk(p.token, pharmacyId, p.rxIds.slice(0, 1));
    for (const token of [owner, ph]) expect((await c.get(`${paths.PH}/${order.id}`, token)).status).toBe(200);
    // A plain pharmacist's invitation is refused with the role-mismatch error, and nothing is sent.
    const refused = await c.post(INVITE, ph, { email: 'refused@pharmacy.test' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(M.roleMismatch);
    expect(await linkTokenFor('refused@pharmacy.test')).toBeUndefined();
    // An admin's claims with the row of a plain pharmacist (demoted, token not yet refreshed) are refused too.
    await h.deps.db.update(clinicStaff).set({ role: 'pharmacist' }).where(eq(clinicStaff.email, email));
    expect((await c.post(INVITE, owner, { email: 'demoted@pharmacy.test' })).status).toBe(403);
  });

  it('a patient and clinic staff get 403, and a bad e-mail is a field error', async () => {
    const p = await patientWithPrescriptions(h, f);
    const clinicAdmin = await staffToken(h, f, 'clinic-admin');
    for (const token of [p.token, clinicAdmin]) {
      const res = await c.post(INVITE, token, { email: 'someone@pharmacy.test' });
      expect(res.status).toBe(403);
    }
    expect((await c.post(INVITE, undefined, { email: 'someone@pharmacy.test' })).status).toBe(401);
    const bad = await c.post(INVITE, admin, { email: 'not an e-mail' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorList).toEqual([{ field: 'email', message: M.invalidEmail }]);
    expect(await linkTokenFor('someone@pharmacy.test')).toBeUndefined();
  });
});
