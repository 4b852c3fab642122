// The clinic's side of a patient's records for demos and tests (issue 16), through the doctor-role API:
// `prescribe` writes a prescription for an appointment's patient, `lab-tests` lists the tests waiting
// for results, `results` records a test's results. Each tells the patient (bell and channels).
import pg from 'pg';
import { doctorLabResultsRecord } from '../../contracts/endpoints/lab-tests';
import { doctorPrescriptionCreate } from '../../contracts/endpoints/prescriptions';
import { assertDemoEmulator, call, doctorIdToken, UUID, type DoctorClientOptions, type DoctorCommandResult } from './doctor-client';

async function queryOne<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[]): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows[0];
  } finally {
    await client.end();
  }
}

/** "Amlodipine 5 mg|30|1-0-0 after breakfast": the medicine, the quantity (default 10), the doses. */
export function parseMedicine(spec: string, startDate: string) {
  const [medication = '', quantity, doses] = spec.split('|').map((s) => s.trim());
  const n = quantity ? Number(quantity) : 10;
  if (!medication || !Number.isInteger(n) || n < 1) throw new Error(`"${spec}" is not "medicine|quantity|doses".`);
  return { medication, quantity: n, startDate, ...(doses ? { doses } : {}) };
}

/** `prescribe <appointmentId> <medicine|quantity|doses>…`: one prescription, starting today. */
export async function runDoctorPrescribe(opts: DoctorClientOptions, appointmentId: string, medicines: string[]): Promise<DoctorCommandResult & { doctorId: string }> {
  assertDemoEmulator(opts);
  if (!UUID.test(appointmentId)) throw new Error(`"${appointmentId}" is not an appointment id.`);
  if (medicines.length === 0) throw new Error('Write at least one medicine after the appointment id: "name|quantity|doses".');
  const body = { appointmentId, medicines: medicines.map((m) => parseMedicine(m, new Date().toISOString().slice(0, 10))) };
  const row = await queryOne<{ doctor_id: string }>(opts.databaseUrl, 'select doctor_id from appointments where id = $1', [appointmentId]);
  if (!row) throw new Error(`No appointment ${appointmentId} in the database.`);
  const token = await doctorIdToken(opts, row.doctor_id);
  return { ...(await call(opts, token, doctorPrescriptionCreate, {}, body)), doctorId: row.doctor_id };
}

export type PendingLabTest = { id: string; testName: string; doctor: string; patient: string; status: string; prescribedAt: Date };

/** Lab tests still waiting for results (all doctors): what `npm run doctor -- lab-tests` lists. */
export async function listPendingLabTests(databaseUrl: string): Promise<PendingLabTest[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<PendingLabTest>(
      `select t.id, t.test_name as "testName", d.first_name || ' ' || d.last_name as doctor,
              p.first_name || ' ' || p.last_name as patient, t.status, t.created_at as "prescribedAt"
         from lab_tests t join doctors d on d.id = t.doctor_id join patients p on p.id = t.patient_id
        where t.status <> 'completed' order by t.created_at desc limit 50`,
    );
    return res.rows;
  } finally {
    await client.end();
  }
}

/** "LDL=160 mg/dL": the parameter, its value and an optional unit. */
export function parseResult(spec: string) {
  const match = /^([^=]+)=\s*(\S+)(?:\s+(.+))?$/.exec(spec.trim());
  if (!match) throw new Error(`"${spec}" is not "parameter=value [unit]".`);
  return { parameter: match[1]!.trim(), value: match[2]!, ...(match[3] ? { unit: match[3].trim() } : {}) };
}

/** `results <labTestId> <parameter=value [unit]>…`: as the doctor who ordered the test. */
export async function runDoctorResults(opts: DoctorClientOptions, labTestId: string, results: string[]): Promise<DoctorCommandResult & { doctorId: string }> {
  assertDemoEmulator(opts);
  if (!UUID.test(labTestId)) throw new Error(`"${labTestId}" is not a lab test id (see npm run doctor -- lab-tests).`);
  if (results.length === 0) throw new Error('Write at least one result after the lab test id: "parameter=value [unit]".');
  const body = { results: results.map(parseResult) };
  const row = await queryOne<{ doctor_id: string }>(opts.databaseUrl, 'select doctor_id from lab_tests where id = $1', [labTestId]);
  if (!row) throw new Error(`No lab test ${labTestId} in the database.`);
  const token = await doctorIdToken(opts, row.doctor_id);
  return { ...(await call(opts, token, doctorLabResultsRecord, { id: labTestId }, body)), doctorId: row.doctor_id };
}
