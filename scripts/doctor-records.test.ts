// `npm run doctor -- prescribe | lab-tests | results …` against a real listening server, the test Auth
// emulator and the test database.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, TEST_API_KEY, TEST_PROJECT, type Harness } from '../server/testing/harness';
import { startServer, type RunningServer } from '../server/index';
import { appointmentWith, doctorWithToken } from '../server/testing/chat-fixtures';
import { labTests, notifications, prescriptions } from '../server/db/schema';
import type { DoctorClientOptions } from './lib/doctor-client';
import { listPendingLabTests, parseMedicine, parseResult, runDoctorPrescribe, runDoctorResults } from './lib/doctor-records';

let h: Harness;
let server: RunningServer;
let opts: DoctorClientOptions;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000', DELIVERY_INTERVAL_SECONDS: '0' });
  server = await startServer(h.deps, { port: 0, host: '127.0.0.1' });
  opts = { apiUrl: server.url, apiKey: TEST_API_KEY, emulatorHost: inject('authEmulatorHost'), projectId: TEST_PROJECT, databaseUrl: h.database.url };
});
afterAll(async () => {
  await server?.close();
  await h.close();
});

const kinds = async (patientId: string) =>
  (await h.deps.db.select().from(notifications).where(eq(notifications.patientId, patientId))).map((n) => n.template).sort();

describe('npm run doctor -- prescribe / lab-tests / results', () => {
  it('writes a prescription and records a test\'s results as the doctor; the patient is told of each', async () => {
    const p = await h.createPatient();
    const dr = await doctorWithToken(h);
    const appointmentId = await appointmentWith(h, dr.f, p.patientId);
    const written = await runDoctorPrescribe(opts, appointmentId, ['Amlodipine 5 mg|30|1-0-0 after breakfast', 'Paracetamol 500 mg']);
    expect(written).toMatchObject({ status: 201, doctorId: dr.doctorId });
    const rows = await h.deps.db.select().from(prescriptions).where(eq(prescriptions.patientId, p.patientId));
    expect(rows.map((r) => [r.medication, r.quantity, r.doses]).sort()).toEqual([['Amlodipine 5 mg', 30, '1-0-0 after breakfast'], ['Paracetamol 500 mg', 10, null]]);

    const [t] = await h.deps.db.insert(labTests).values({ patientId: p.patientId, doctorId: dr.doctorId, testName: 'Lipid Profile', category: 'Biochemistry' }).returning();
    expect((await listPendingLabTests(opts.databaseUrl)).map((x) => x.id)).toContain(t!.id);
    expect(await runDoctorResults(opts, t!.id, ['LDL=160 mg/dL', 'HDL=45'])).toMatchObject({ status: 201 });
    expect((await listPendingLabTests(opts.databaseUrl)).map((x) => x.id)).not.toContain(t!.id);
    expect(await kinds(p.patientId)).toEqual(['lab_result_ready', 'prescription_issued']);
  });

  it('reads medicines and results, and refuses bad input', async () => {
    expect(parseMedicine('Cetirizine 10 mg|5|0-0-1', '2026-11-24')).toEqual({ medication: 'Cetirizine 10 mg', quantity: 5, doses: '0-0-1', startDate: '2026-11-24' });
    expect(parseResult('Hb = 13.5 g/dL')).toEqual({ parameter: 'Hb', value: '13.5', unit: 'g/dL' });
    expect(() => parseMedicine('X|zero', '2026-11-24')).toThrow(/medicine\|quantity\|doses/);
    expect(() => parseResult('no value')).toThrow(/parameter=value/);
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(runDoctorPrescribe(opts, id, ['X'])).rejects.toThrow(/No appointment/);
    await expect(runDoctorPrescribe(opts, id, [])).rejects.toThrow(/at least one medicine/);
    await expect(runDoctorResults(opts, 'nope', ['a=1'])).rejects.toThrow(/not a lab test id/);
    await expect(runDoctorResults(opts, id, ['a=1'])).rejects.toThrow(/No lab test/);
    await expect(runDoctorResults({ ...opts, projectId: 'swasthya-prod' }, id, ['a=1'])).rejects.toThrow(/demo-/);
  });
});
