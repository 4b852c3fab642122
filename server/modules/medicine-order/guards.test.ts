// Medicine Order's guards: another patient and another pharmacy's staff see nothing (404, as the IDOR
// probes), the pick-up code works once and only at its pharmacy, guessing codes is rate-limited, and
// bad input (negative price, unknown medicine, NUL, a 20 MB photo, a PDF named .jpg) is a field error
// that changes nothing. Also the photo's path: the pharmacist confirms it is a valid prescription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { completePatient } from '../../testing/booking-fixtures';
import { rawClient, type Raw } from '../../testing/payment-fixtures';
import { client, createPharmacy, orderRow, patientWithPrescriptions, paths, pharmacistToken, quoteBody } from '../../testing/medicine-order-fixtures';
import { familyMembers, medicineOrderItems, medicineOrders, prescriptions } from '../../db/schema';
import { RELATIONS } from '../../../contracts/record-options';
import { M } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import { MEDICINE_ORDER_PHOTO_MAX_BYTES } from '../../../contracts/medicine-order';
import { translateMessage } from '../../lib/i18n';
import { PICKUP_GUESS_LIMIT } from '../../middleware/pickup-guesses';
import { staffToken } from '../../testing/clinic-fixtures';

let h: Harness;
let f: Fixtures;
let raw: Raw;
let c: ReturnType<typeof client>;
let pharmacyId: string;
let ph: string;
let otherPh: string;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
  c = client(h);
  pharmacyId = await createPharmacy(h);
  ph = await pharmacistToken(h, pharmacyId);
  otherPh = await pharmacistToken(h, await createPharmacy(h, 'Other Pharmacy'));
});
afterAll(async () => { await h.close(); });

const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows program's first bytes ("MZ", the DOS stub, "PE\0\0"): what an .exe renamed .png starts with. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56), Buffer.from('PE\x00\x00', 'latin1'), Buffer.alloc(64, 1)]);

function startWithPhoto(token: string, bytes: Uint8Array, name: string, fields: Record<string, string> = { pharmacyId }, language = 'en', key = `photo-${Math.random().toString(36).slice(2)}`) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('photo', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }), name);
  return raw(`${paths.MO}/create`, {
    method: 'POST', token, body: form, headers: { 'idempotency-key': key, 'accept-language': language },
  });
}

/** An order made ready (the first and third items accepted); returns it with its code. */
async function readyOrder() {
  const p = await patientWithPrescriptions(h, f);
  const o = await c.startOk(p.token, pharmacyId, p.rxIds);
  const q = (await (await c.quote(ph, o.id, quoteBody(o.items))).json()).data;
  await c.accept(p.token, o.id, [q.items[0].id, q.items[2].id]);
  await c.ready(ph, o.id);
  const code = (await (await c.detail(p.token, o.id)).json()).data.pickupCode as string;
  return { p, o, code };
}

describe('nobody else sees a reservation', () => {
  it("another patient and another pharmacy's pharmacist get 404 on every call, and nothing in their lists", async () => {
    const { p, o, code } = await readyOrder();
    const stranger = await completePatient(h);
    for (const path of [`${paths.MO}/${o.id}`, `${paths.MO}/${o.id}/photo`]) expect((await c.get(path, stranger.token)).status, path).toBe(404);
    for (const action of ['accept', 'decline', 'cancel']) expect((await c.post(`${paths.MO}/${o.id}/${action}`, stranger.token, { itemIds: [o.items[0]!.id] })).status).toBe(404);
    expect(JSON.stringify(await (await c.get(`${paths.MO}/list`, stranger.token)).json())).not.toContain(o.id);

    for (const path of [`${paths.PH}/${o.id}`, `${paths.PH}/${o.id}/photo`]) expect((await c.get(path, otherPh)).status, path).toBe(404);
    expect((await c.post(`${paths.PH}/${o.id}/quote`, otherPh, quoteBody(o.items))).status).toBe(404);
    expect((await c.post(`${paths.PH}/${o.id}/ready`, otherPh)).status).toBe(404);
    expect(JSON.stringify(await (await c.get(paths.PH, otherPh)).json())).not.toContain(o.id);
    // The right code at another pharmacy is no code at all.
    const elsewhere = await c.collect(otherPh, code);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).errorList).toEqual([{ field: 'code', message: MO.codeInvalid }]);
    expect((await orderRow(h, o.id)).status).toBe('ready');
    // A patient's token is not a pharmacist's, nor the reverse; no token is 401.
    expect((await c.get(paths.PH, p.token)).status).toBe(403);
    expect((await c.get(`${paths.MO}/list`, ph)).status).toBe(403);
    expect((await c.get(paths.PH)).status).toBe(401);
    // A clinic's staff (no pharmacy) is not a pharmacist.
    const desk = await c.get(paths.PH, await staffToken(h, f, 'front-desk'));
    expect(desk.status).toBe(403);
    expect((await desk.json()).message).toBe(M.roleMismatch);
  });
});

describe('the pick-up code', () => {
  it('works once', async () => {
    const { o, code } = await readyOrder();
    expect((await c.collect(ph, code, 'wallet_qr')).status).toBe(200);
    const again = await c.collect(ph, code);
    expect(again.status).toBe(404);
    expect(await orderRow(h, o.id)).toMatchObject({ status: 'collected', payment: 'wallet_qr' });
  });

  it(`is rate-limited: after ${PICKUP_GUESS_LIMIT} wrong codes even the right one waits (429)`, async () => {
    const shop = await createPharmacy(h, 'Guessed Pharmacy');
    const guesser = await pharmacistToken(h, shop);
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, shop, p.rxIds.slice(0, 1));
    await c.quote(guesser, o.id, { items: [{ itemId: o.items[0]!.id, availability: 'available', quantity: 30, pricePaisa: 100 }] });
    await c.accept(p.token, o.id, [o.items[0]!.id]);
    await c.ready(guesser, o.id);
    const code = (await (await c.detail(p.token, o.id)).json()).data.pickupCode as string;
    const wrong = code === '00000000' ? '00000001' : '00000000';
    for (let i = 0; i < PICKUP_GUESS_LIMIT; i++) expect((await c.collect(guesser, wrong)).status).toBe(404);
    const blocked = await c.collect(guesser, code);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await orderRow(h, o.id)).status).toBe('ready');
    // Another pharmacy's counter is not slowed by it.
    expect((await c.collect(ph, wrong)).status).toBe(404);
  });
});

describe('bad input is a field error and changes nothing', () => {
  it('quotes: a negative price, an unknown medicine, a missing price, NUL', async () => {
    const p = await patientWithPrescriptions(h, f);
    const o = await c.startOk(p.token, pharmacyId, p.rxIds);
    const line = (over: object) => ({ items: [...quoteBody(o.items).items.slice(0, 2), { itemId: o.items[2]!.id, availability: 'available', quantity: 30, pricePaisa: 100, ...over }] });
    const cases: [object, string][] = [
      [line({ pricePaisa: -500 }), 'items.2.pricePaisa'],
      [line({ itemId: '00000000-0000-4000-8000-000000000000' }), 'items.2.itemId'],
      [line({ pricePaisa: undefined }), 'items.2.pricePaisa'],
      [{ ...line({}), note: 'a\u0000b' }, 'note'],
      [{ items: quoteBody(o.items).items.slice(0, 2) }, 'items'],
    ];
    for (const [body, field] of cases) {
      const res = await c.quote(ph, o.id, body);
      expect(res.status, field).toBe(400);
      expect((await res.json()).errorList.map((e: { field: string }) => e.field), field).toContain(field);
    }
    expect((await orderRow(h, o.id)).status).toBe('requested');
    const items = await h.deps.db.select().from(medicineOrderItems).where(eq(medicineOrderItems.orderId, o.id));
    expect(items.every((i) => i.availability === null && i.pricePaisa === null)).toBe(true);
  });

  it("starts: another patient's prescription, an unknown pharmacy, no source, NUL, a 20 MB photo, a PDF named .jpg", async () => {
    const p = await patientWithPrescriptions(h, f);
    const other = await patientWithPrescriptions(h, f);
    const expectField = async (res: Response, status: number, field: string, message?: string) => {
      expect(res.status, field).toBe(status);
      const body = await res.json();
      expect(body.errorList.map((e: { field: string }) => e.field)).toContain(field);
      if (message) expect(body.message).toBe(message);
    };
    await expectField(await c.start(p.token, { pharmacyId, prescriptionIds: [other.rxIds[0]] }), 400, 'prescriptionIds', MO.prescriptionNotFound);
    await expectField(await c.start(p.token, { pharmacyId, prescriptionIds: [] }), 400, 'prescriptionIds', MO.sourceRequired);
    await expectField(await c.start(p.token, { pharmacyId: '00000000-0000-4000-8000-000000000000', prescriptionIds: p.rxIds }), 400, 'pharmacyId');
    await expectField(await c.start(p.token, { pharmacyId, prescriptionIds: p.rxIds, note: 'x\u0000' }), 400, 'note');
    await expectField(await startWithPhoto(p.token, Buffer.concat([JPG, Buffer.alloc(20 * 1024 * 1024)]), 'huge.jpg'), 413, 'photo', R.fileTooLarge);
    await expectField(await startWithPhoto(p.token, PDF, 'prescription.jpg'), 415, 'photo', MO.photoNotImage);
    await expectField(await startWithPhoto(p.token, JPG, 'rx.jpg', { pharmacyId, note: 'bad\u0000' }), 400, 'note');
    const rows = await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, p.patientId));
    expect(rows).toEqual([]);
  });
});

describe('a photo that is too big or not a photo', () => {
  it('is 413 or 415 with the catalogue\'s message on the photo field (in Nepali too), never a 500, and stores nothing', async () => {
    const p = await patientWithPrescriptions(h, f);
    const refused = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message, errorList: [{ field: 'photo', message }] });
    };
    // Over the limit by one byte (read to the end, then refused) and far over it (the body stops at the limit).
    const justOver = Buffer.concat([JPG, Buffer.alloc(MEDICINE_ORDER_PHOTO_MAX_BYTES - JPG.length)]);
    await refused(await startWithPhoto(p.token, justOver, 'rx.jpg'), 413, R.fileTooLarge);
    await refused(await startWithPhoto(p.token, Buffer.concat([JPG, Buffer.alloc(20 * 1024 * 1024)]), 'rx.jpg', undefined, 'ne'), 413, translateMessage(R.fileTooLarge, 'ne'));
    // Named and labelled as an image, but its bytes say otherwise: a program, a PDF, HTML, text.
    await refused(await startWithPhoto(p.token, EXE, 'prescription.png'), 415, MO.photoNotImage);
    await refused(await startWithPhoto(p.token, EXE, 'prescription.png', undefined, 'ne'), 415, translateMessage(MO.photoNotImage, 'ne'));
    expect(translateMessage(MO.photoNotImage, 'ne')).not.toBe(MO.photoNotImage);
    await refused(await startWithPhoto(p.token, PDF, 'scan.png'), 415, MO.photoNotImage);
    await refused(await startWithPhoto(p.token, Buffer.from('<html><script>alert(1)</script></html>'), 'rx.jpg'), 415, MO.photoNotImage);
    expect(await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, p.patientId))).toEqual([]);
    // The same photo, a real JPG under the limit, goes through.
    expect((await startWithPhoto(p.token, JPG, 'rx.jpg')).status).toBe(201);
  });
});

describe("a family member's prescription", () => {
  it("reserves for the member (their name), and refuses medicines of two people", async () => {
    const p = await patientWithPrescriptions(h, f);
    const [member] = await h.deps.db.insert(familyMembers).values({ patientId: p.patientId, firstName: 'Asha', lastName: 'Rai', relation: RELATIONS[0] }).returning();
    const [rx] = await h.deps.db.insert(prescriptions).values({
      patientId: p.patientId, familyMemberId: member!.id, doctorId: f.doctorId, medication: 'Salbutamol', quantity: 1, startDate: '2026-01-01',
    }).returning();
    const mixed = await c.start(p.token, { pharmacyId, prescriptionIds: [p.rxIds[0], rx!.id] });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).errorList).toEqual([{ field: 'prescriptionIds', message: MO.oneOwner }]);
    const o = await c.startOk(p.token, pharmacyId, [rx!.id]);
    expect(o).toMatchObject({ forName: 'Asha Rai', familyMemberId: member!.id });
    expect((await (await c.get(`${paths.PH}/${o.id}`, ph)).json()).data).toMatchObject({ patientName: 'Asha Rai', signatureVerified: true });
  });

  it("a photo for the member carries their name; another patient's member is refused", async () => {
    const p = await patientWithPrescriptions(h, f);
    const other = await patientWithPrescriptions(h, f);
    const [member] = await h.deps.db.insert(familyMembers).values({ patientId: p.patientId, firstName: 'Sita', lastName: 'Rai', relation: 'daughter' }).returning();
    const res = await startWithPhoto(p.token, JPG, 'rx.jpg', { pharmacyId, familyMemberId: member!.id });
    expect(res.status).toBe(201);
    const o = (await res.json()).data;
    expect(o).toMatchObject({ source: 'photo', forName: 'Sita Rai', familyMemberId: member!.id });
    expect((await (await c.get(`${paths.PH}/${o.id}`, ph)).json()).data).toMatchObject({ patientName: 'Sita Rai' });
    const theirs = await startWithPhoto(other.token, JPG, 'rx.jpg', { pharmacyId, familyMemberId: member!.id });
    expect(theirs.status).toBe(400);
    expect((await theirs.json()).errorList.map((e: { field: string }) => e.field)).toEqual(['familyMemberId']);
    expect(await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, other.patientId))).toEqual([]);
  });
});

describe('from a photo of a paper prescription', () => {
  it('the pharmacist confirms it is valid and names the medicines; the photo is only for the two of them', async () => {
    const p = await completePatient(h);
    const res = await startWithPhoto(p.token, JPG, 'rx.jpg');
    expect(res.status).toBe(201);
    const o = (await res.json()).data;
    expect(o).toMatchObject({ source: 'photo', hasPhoto: true, items: [], status: 'requested' });
    expect((await c.get(`${paths.PH}/${o.id}`, ph).then((r) => r.json())).data).toMatchObject({ signatureVerified: false, photoConfirmed: false });
    const photo = await c.get(`${paths.PH}/${o.id}/photo`, ph);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(JPG)).toBe(true);
    expect((await c.get(`${paths.MO}/${o.id}/photo`, p.token)).status).toBe(200);

    const lines = { items: [{ medication: 'Paracetamol 500 mg', availability: 'available', quantity: 10, pricePaisa: 2_000 }] };
    const unconfirmed = await c.quote(ph, o.id, lines);
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).errorList).toEqual([{ field: 'photoConfirmed', message: MO.photoNotConfirmed }]);
    const quoted = await c.quote(ph, o.id, { ...lines, photoConfirmed: true });
    expect((await quoted.json()).data).toMatchObject({ status: 'quoted', photoConfirmed: true, totalPaisa: 2_000, items: [{ medication: 'Paracetamol 500 mg' }] });
  });

  it('sent again from the outbox (same Idempotency-Key, a new multipart boundary) makes one reservation and one file', async () => {
    const p = await completePatient(h);
    const key = `outbox-photo-${Date.now()}`;
    const a = await startWithPhoto(p.token, JPG, 'rx.jpg', undefined, 'en', key);
    const b = await startWithPhoto(p.token, JPG, 'rx.jpg', undefined, 'en', key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect((await b.json()).data.id).toBe((await a.json()).data.id);
    const rows = await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, p.patientId));
    expect(rows).toHaveLength(1);
    expect((await h.deps.db.execute(sql`select count(*)::int as n from stored_files where key like ${`%${p.patientId}%`}`)).rows[0]).toEqual({ n: 1 });
    // Another photo under the same key is another request: refused, nothing stored.
    expect((await startWithPhoto(p.token, Buffer.concat([JPG, Buffer.from('x')]), 'rx.jpg', undefined, 'en', key)).status).toBe(422);
    expect(await h.deps.db.select().from(medicineOrders).where(eq(medicineOrders.patientId, p.patientId))).toHaveLength(1);
  });
});
