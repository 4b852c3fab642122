import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../../storage/files';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { createFixtures, type Fixtures } from '../../db/fixtures';
import { labReports, labResults, labTests } from '../../db/schema';
import { completePatient } from '../../testing/booking-fixtures';
import { rawClient, type Raw } from '../../testing/payment-fixtures';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { LAB_REPORT_MAX_BYTES } from '../../../contracts/lab-tests';

let h: Harness;
let f: Fixtures;
let raw: Raw;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  f = await createFixtures(h.deps.db);
  raw = rawClient(h);
});
afterAll(async () => { await h.close(); });

const B = '/api/diagnostic/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 0)]);

function upload(token: string, file: { name: string; bytes: Uint8Array; type?: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  return raw(`${B}/lab-reports/upload`, { method: 'POST', token, body: form });
}

describe('lab tests and results', () => {
  it('lists the prescribed tests with doctor, priority, due date, instructions and support info, and the results', async () => {
    const p = await completePatient(h);
    const [t] = await h.deps.db.insert(labTests).values({
      patientId: p.patientId, doctorId: f.doctorId, testName: 'Lipid Profile', category: 'Biochemistry', priority: 'urgent', dueDate: '2026-12-01',
      instructions: 'Fasting for 10–12 hours', supportInfo: 'Bring your ID', status: 'completed',
    }).returning();
    await h.deps.db.insert(labResults).values({ labTestId: t!.id, parameter: 'LDL', value: '160', unit: 'mg/dL', referenceRange: '< 130', flag: 'high' });
    const tests = await (await h.request(`${B}/lab-tests`, { token: p.token })).json();
    expect(tests.data.labTests).toEqual([expect.objectContaining({
      testName: 'Lipid Profile', category: 'Biochemistry', priority: 'urgent', dueDate: '2026-12-01', instructions: 'Fasting for 10–12 hours',
      supportInfo: 'Bring your ID', doctor: expect.objectContaining({ firstName: 'Ram' }), resultCount: 1,
    })]);
    const results = await (await h.request(`${B}/lab-tests/results`, { token: p.token })).json();
    expect(results.data.results).toEqual([expect.objectContaining({ testName: 'Lipid Profile', parameter: 'LDL', value: '160', flag: 'high' })]);
    const stranger = await completePatient(h);
    expect((await (await h.request(`${B}/lab-tests`, { token: stranger.token })).json()).data.labTests).toEqual([]);
  });

  it('serves the diagnostic centres on its own base', async () => {
    const res = await h.request(`${B}/diagnostic-centres?pageSize=5`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ diagnosticCentres: expect.any(Array), pagination: expect.any(Object) });
  });
});

describe('lab report uploads', () => {
  it('accepts a PDF and a JPG by content, lists them, and serves the file to its owner only', async () => {
    const p = await completePatient(h);
    const res = await upload(p.token, { name: 'cbc report.pdf', bytes: PDF, type: 'application/pdf' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe(R.labReportUploaded);
    expect(body.data).toMatchObject({ fileName: 'cbc report.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length, fileUrl: `${B}/lab-reports/${body.data.id}/file` });
    // A JPEG sent under a misleading name and type is stored as what it is.
    const jpg = await upload(p.token, { name: 'scan.png', bytes: JPG, type: 'image/png' });
    expect((await jpg.json()).data).toMatchObject({ mimeType: 'image/jpeg', fileName: 'scan.jpg' });
    // ...and a PDF named like a page is saved (and served back) as a PDF.
    const page = await upload(p.token, { name: 'results.html', bytes: PDF, type: 'text/html' });
    expect((await page.json()).data).toMatchObject({ mimeType: 'application/pdf', fileName: 'results.pdf' });

    const list = await (await h.request(`${B}/lab-reports`, { token: p.token })).json();
    expect(list.data.reports).toHaveLength(3);

    const file = await h.request(body.data.fileUrl, { token: p.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="cbc report.pdf"; filename*=UTF-8''cbc%20report.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    const stranger = await completePatient(h);
    expect((await h.request(body.data.fileUrl, { token: stranger.token })).status).toBe(404);
    expect((await (await h.request(`${B}/lab-reports`, { token: stranger.token })).json()).data.reports).toEqual([]);

    // In the deployment's storage (PostgreSQL by default, not the web root), under a random key.
    const [row] = await h.deps.db.select().from(labReports).where(eq(labReports.id, body.data.id));
    expect(row!.storageKey).not.toContain('cbc');
    expect(Buffer.from((await fileStorage(h.deps).get(row!.storageKey))!.bytes).equals(PDF)).toBe(true);
  });

  it('refuses an .exe renamed .png, a 5 MB file, an empty file and a missing file, with clear messages', async () => {
    const p = await completePatient(h);
    const exe = await upload(p.token, { name: 'report.png', bytes: EXE, type: 'image/png' });
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({ message: R.fileTypeInvalid, errorList: [{ field: 'file', message: R.fileTypeInvalid }] });

    const big = Buffer.alloc(LAB_REPORT_MAX_BYTES, 0);
    PDF.copy(big);
    const tooBig = await upload(p.token, { name: 'big.pdf', bytes: big, type: 'application/pdf' });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe(R.fileTooLarge);
    const justUnder = await upload(p.token, { name: 'ok.pdf', bytes: big.subarray(0, LAB_REPORT_MAX_BYTES - 1), type: 'application/pdf' });
    expect(justUnder.status).toBe(201);

    const huge = Buffer.alloc(LAB_REPORT_MAX_BYTES * 2, 0);
    expect((await upload(p.token, { name: 'huge.pdf', bytes: huge })).status).toBe(413);
    const empty = await upload(p.token, { name: 'empty.pdf', bytes: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(R.fileEmpty);
    const none = await raw(`${B}/lab-reports/upload`, { method: 'POST', token: p.token, body: new FormData() });
    expect(none.status).toBe(400);

    const foreignTest = await upload(p.token, { name: 'a.pdf', bytes: PDF }, { labTestId: '00000000-0000-4000-8000-000000000000' });
    expect(foreignTest.status).toBe(404);
    expect((await h.request(`${B}/lab-reports`, { token: p.token }).then((r) => r.json())).data.reports).toHaveLength(1);
  });
});
