// Medicine Order, the happy path and the state machine: every change only from its states and only by
// its role, the time limits on the server clock, the patient's notices, and "dispensed" on the prescription.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { completePatient } from '../../testing/booking-fixtures';
import {
  client, createPharmacy, noticeTemplates, orderRow, patientWithPrescriptions, paths, pharmacistToken, quoteBody,
} from '../../testing/medicine-order-fixtures';
import { medicineOrderItems, medicineOrders, pharmacies } from '../../db/schema';
import { setClock } from '../../lib/clock';
import { M } from '../../../contracts/messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import { MEDICINE_ORDER_STATUSES } from '../../../contracts/medicine-order';
import { translateMessage } from '../../lib/i18n';
import { TRANSITIONS, type Action } from './orders';

let h: Harness;
let f: Fixtures;
let pharmacyId: string;
let ph: string;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  pharmacyId = await createPharmacy(h);
  ph = await pharmacistToken(h, pharmacyId);
  c = client(h);
});
afterEach(() => setClock(null));
afterAll(async () => { await h.close(); });

describe('choosing a pharmacy', () => {
  it('shows the licence number, finds one by it, and puts the nearest first with a location', async () => {
    const p = await completePatient(h);
    const far = await createPharmacy(h, 'Far Pharmacy');
    await h.deps.db.update(pharmacies).set({ latitude: 28.2, longitude: 83.98 }).where(eq(pharmacies.id, far));
    const [row] = await h.deps.db.select({ licenseNumber: pharmacies.licenseNumber }).from(pharmacies).where(eq(pharmacies.id, pharmacyId));
    const found = (await (await c.get(`${paths.MO}/pharmacies?query=${row!.licenseNumber}`, p.token)).json()).data.pharmacies;
    expect(found).toEqual([expect.objectContaining({ id: pharmacyId, licenseNumber: row!.licenseNumber, openNow: true, distanceKm: null })]);
    const near = (await (await c.get(`${paths.MO}/pharmacies?latitude=27.7&longitude=85.31`, p.token)).json()).data.pharmacies;
    const ids = near.map((x: { id: string }) => x.id);
    expect(ids.indexOf(pharmacyId)).toBeLessThan(ids.indexOf(far));
    expect(near[ids.indexOf(far)].distanceKm).toBeGreaterThan(100);
    const bad = await c.get(`${paths.MO}/pharmacies?latitude=200`, p.token);
    expect(bad.status).toBe(400);
  });
});

describe('a reservation from an e-prescription', () => {
  it('walks requested → quoted → accepted (part) → ready → collected, tells the patient each time and marks the prescription dispensed', async () => {
    const p = await patientWithPrescriptions(h, f);
    const started = await c.startOk(p.token, pharmacyId, p.rxIds);
    expect(started).toMatchObject({ status: 'requested', source: 'prescription', pickupCode: null });
    expect(started.items.map((i) => i.medication)).toEqual(['Amlodipine', 'Metformin', 'Atorvastatin']);

    // The pharmacist sees it with the patient's name and age and the prescription's signature checked.
    const list = (await (await c.get(paths.PH, ph)).json()).data.orders;
    const seen = list.find((o: { id: string }) => o.id === started.id);
    expect(seen).toMatchObject({ patientName: 'Test Patient', signatureVerified: true, status: 'requested' });
    expect(seen.patientAge).toBeGreaterThanOrEqual(30);

    const quoted = await c.quote(ph, started.id, quoteBody(started.items));
    expect(quoted.status).toBe(200);
    const q = (await quoted.json()).data;
    expect(q).toMatchObject({ status: 'quoted', pharmacyNote: 'Ready in an hour', totalPaisa: 75_000 });
    expect(q.items[0]).toMatchObject({ availability: 'substitute', substitute: 'Amlodac 5 mg', pricePaisa: 45_000 });
    expect(q.items[1]).toMatchObject({ availability: 'unavailable', pricePaisa: null });

    // Accept only the substitute: the unavailable one cannot be taken.
    const refused = await c.accept(p.token, started.id, [q.items[1].id]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorList).toEqual([{ field: 'itemIds.0', message: MO.notOffered }]);
    const accepted = await c.accept(p.token, started.id, [q.items[0].id]);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).data).toMatchObject({ status: 'accepted', totalPaisa: 45_000 });

    expect((await c.ready(ph, started.id)).status).toBe(200);
    const ready = (await (await c.detail(p.token, started.id)).json()).data;
    expect(ready.status).toBe('ready');
    expect(ready.pickupCode).toMatch(/^\d{8}$/);
    expect(ready.collectBy).toBe(new Date(Date.parse(ready.readyAt) + 3 * 86_400_000).toISOString());
    // Only a hash is stored: the code itself is nowhere in the row.
    const row = await orderRow(h, started.id);
    expect(row.pickupCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ready.pickupCode);
    // The pharmacist's view never carries the code.
    expect((await (await c.get(`${paths.PH}/${started.id}`, ph)).json()).data.pickupCode).toBeNull();

    const code = `${ready.pickupCode.slice(0, 4)} ${ready.pickupCode.slice(4)}`;
    const collected = await c.collect(ph, code, 'cash');
    expect(collected.status).toBe(200);
    expect((await collected.json()).data).toMatchObject({ status: 'collected', payment: 'cash', totalPaisa: 45_000 });
    expect(await orderRow(h, started.id)).toMatchObject({ paidPaisa: 45_000, pickupCodeHash: null });

    expect((await noticeTemplates(h, p.patientId)).map((n) => n.template))
      .toEqual(expect.arrayContaining(['medicine_order_quoted', 'medicine_order_ready', 'medicine_order_collected']));
    expect((await noticeTemplates(h, p.patientId)).every((n) => n.link === `/medicine-order/${started.id}`)).toBe(true);

    const rx = (await (await h.request('/api/v1/patient/prescriptions/active', { token: p.token })).json()).data.prescriptions;
    const byId = new Map(rx.map((x: { id: string; dispensed: unknown }) => [x.id, x.dispensed]));
    expect(byId.get(p.rxIds[0]!)).toMatchObject({ pharmacyName: expect.stringContaining('Fixture Pharmacy'), at: expect.any(String) });
    expect(byId.get(p.rxIds[1]!)).toBeNull();
    expect(byId.get(p.rxIds[2]!)).toBeNull();
  });

  it('a retried start (same Idempotency-Key) makes one reservation', async () => {
    const p = await patientWithPrescriptions(h, f);
    const headers = { 'idempotency-key': 'start-once-12345' };
    const body = { pharmacyId, prescriptionIds: p.rxIds.slice(0, 1) };
    const a = await c.post(`${paths.MO}/create`, p.token, body, headers);
    const b = await c.post(`${paths.MO}/create`, p.token, body, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    const rows = await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, p.patientId));
    expect(rows).toHaveLength(1);
  });

  it('cannot fill: the patient reads the reason, and both steps are in their recent activity in their language', async () => {
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, pharmacyId, p.rxIds);
    const res = await c.post(`${paths.PH}/${o.id}/cannot-fill`, ph, { reason: 'No cold chain for this one' });
    expect((await res.json()).data).toMatchObject({ status: 'not_filled', reason: 'No cold chain for this one' });
    // The start is activity only (no bell); the pharmacy's answer is both.
    expect((await noticeTemplates(h, p.patientId)).map((n) => n.template)).toEqual(['medicine_order_not_filled']);
    const activity = async (language: 'en' | 'ne') => (await (await h.request('/api/v1/patient/recent-activity/activity?archived=false', {
      token: p.token, headers: { 'accept-language': language },
    })).json()).data.activities.filter((a: { kind: string }) => a.kind === 'medicine_order');
    const [named] = await h.deps.db.select({ name: pharmacies.name }).from(pharmacies).where(eq(pharmacies.id, pharmacyId));
    const pharmacy = { pharmacy: named!.name };
    expect(await activity('en')).toEqual([
      expect.objectContaining({ title: MO.nNotFilledTitle, description: translateMessage(MO.nNotFilledBody, 'en', { ...pharmacy, reason: 'No cold chain for this one' }), medicineOrderId: o.id }),
      expect.objectContaining({ title: MO.nRequestedTitle, description: translateMessage(MO.nRequestedBody, 'en', pharmacy), medicineOrderId: o.id }),
    ]);
    const ne = await activity('ne');
    expect(ne.map((a: { title: string }) => a.title)).toEqual([translateMessage(MO.nNotFilledTitle, 'ne'), translateMessage(MO.nRequestedTitle, 'ne')]);
    expect(ne[0].title).not.toBe(MO.nNotFilledTitle);
    // Another patient's activity has none of it.
    const other = await completePatient(h);
    const theirs = (await (await h.request('/api/v1/patient/recent-activity/activity?archived=false', { token: other.token })).json()).data.activities;
    expect(theirs.filter((a: { kind: string }) => a.kind === 'medicine_order')).toEqual([]);
  });
});

describe('each change only from its states, only by its role', () => {
  /** The action's own endpoint (the side of its role), called with `as`'s token. */
  const call = (action: Action, id: string, itemId: string, tokens: { patient: string; pharmacist: string }, as: 'patient' | 'pharmacist') => {
    const t = tokens[as];
    const at = TRANSITIONS[action].by === 'patient' ? `${paths.MO}/${id}` : `${paths.PH}/${id}`;
    switch (action) {
      case 'quote': return c.post(`${at}/quote`, t, { items: [{ itemId, availability: 'available', quantity: 1, pricePaisa: 100 }] });
      case 'cannot-fill': return c.post(`${at}/cannot-fill`, t, { reason: 'none left' });
      case 'accept': return c.post(`${at}/accept`, t, { itemIds: [itemId] });
      case 'collect': return c.post(`${paths.PH}/collect`, t, { code: '00000000', payment: 'cash' });
      default: return c.post(`${at}/${action}`, t, {});
    }
  };

  it('refuses every action from every other state (409, nothing changed) and the other role (403)', async () => {
    const p = await patientWithPrescriptions(h, f);
    const tokens = { patient: p.token, pharmacist: ph };
    for (const action of Object.keys(TRANSITIONS) as Action[]) {
      if (action === 'collect') continue; // by code, not by id: see the pick-up code tests
      const rule = TRANSITIONS[action];
      for (const status of MEDICINE_ORDER_STATUSES) {
        const o = await c.startOk(p.token, pharmacyId, p.rxIds.slice(0, 1));
        const item = o.items[0]!.id;
        // Put the order in `status` with what that state has (an offered item, times).
        await h.deps.db.update(medicineOrders).set({ status, quotedAt: new Date(), readyAt: new Date() }).where(eq(medicineOrders.id, o.id));
        await h.deps.db.update(medicineOrderItems).set({ availability: 'available', quotedQuantity: 1, pricePaisa: 100 }).where(eq(medicineOrderItems.id, item));
        const other = rule.by === 'patient' ? 'pharmacist' : 'patient';
        const wrongRole = await call(action, o.id, item, tokens, other);
        expect(wrongRole.status, `${action} as ${other}`).toBe(403);
        expect((await wrongRole.json()).message).toBe(M.roleMismatch);
        const res = await call(action, o.id, item, tokens, rule.by);
        const allowed = (rule.from as readonly string[]).includes(status);
        expect(res.status, `${action} from ${status}`).toBe(allowed ? 200 : 409);
        expect((await orderRow(h, o.id)).status).toBe(allowed ? rule.to : status);
      }
    }
  }, 60_000);
});

describe('time limits, on the server clock', () => {
  it('a quote unanswered for 24 hours expires (and the patient is told); before that it can be accepted', async () => {
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, pharmacyId, p.rxIds);
    const start = Date.now();
    setClock(() => start);
    await c.quote(ph, o.id, quoteBody(o.items));
    setClock(() => start + 23 * 3_600_000);
    expect((await (await c.detail(p.token, o.id)).json()).data.status).toBe('quoted');
    setClock(() => start + 24 * 3_600_000 + 1000);
    const list = (await (await c.get(`${paths.MO}/list`, p.token)).json()).data.orders;
    expect(list.find((x: { id: string }) => x.id === o.id).status).toBe('expired');
    const late = await c.accept(p.token, o.id, [o.items[0]!.id]);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(MO.wrongState);
    expect((await noticeTemplates(h, p.patientId)).map((n) => n.template)).toContain('medicine_order_expired');
  });

  it('a ready order not collected in 3 days expires and its code stops working', async () => {
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, pharmacyId, p.rxIds);
    const start = Date.now();
    setClock(() => start);
    const q = (await (await c.quote(ph, o.id, quoteBody(o.items))).json()).data;
    await c.accept(p.token, o.id, [q.items[0].id, q.items[2].id]);
    await c.ready(ph, o.id);
    const code = (await (await c.detail(p.token, o.id)).json()).data.pickupCode;
    setClock(() => start + 3 * 86_400_000 + 1000);
    const res = await c.collect(ph, code);
    expect(res.status).toBe(404);
    expect((await (await c.detail(p.token, o.id)).json()).data).toMatchObject({ status: 'expired', pickupCode: null });
    expect(await orderRow(h, o.id)).toMatchObject({ status: 'expired', pickupCodeHash: null });
  });

  it('the patient cancels a request; another patient finds nothing to cancel', async () => {
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, pharmacyId, p.rxIds);
    expect((await (await c.post(`${paths.MO}/${o.id}/cancel`, p.token)).json()).data.status).toBe('cancelled');
    const other = await completePatient(h);
    expect((await c.post(`${paths.MO}/${o.id}/cancel`, other.token)).status).toBe(404);
  });
});
