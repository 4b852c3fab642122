// `npm run doctor -- <confirm|propose|complete|cancel> <appointmentId> [slotId | reason | note]`
// `npm run doctor -- reply <threadId|appointmentId> <text>`
// `npm run doctor -- refunds` and `npm run doctor -- refund <refundId> <approve|reject> [reason]`
// `npm run doctor -- prescribe <appointmentId> <medicine|quantity|doses>…`, `npm run doctor -- lab-tests`
// and `npm run doctor -- results <labTestId> <parameter=value [unit]>…`
// Drives the doctor's half of the appointment flows through the doctor-role API (no doctor app exists).
// Development only: signs in as the appointment's doctor in the Auth emulator of a demo-* project.
//
// Environment (defaults match `npm start`): APP_URL or PORT (http://localhost:8080), API_KEYS,
// FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099), FIREBASE_PROJECT_ID (demo-swasthya),
// DATABASE_URL (the embedded PostgreSQL on EMBEDDED_PG_PORT 54329) to find the appointment's doctor.
import {
  DOCTOR_COMMANDS, doctorClientOptionsFromEnv, listOpenRefunds, runDoctorCommand, runDoctorRefund, runDoctorReply, type DoctorCommand,
} from './lib/doctor-client';
import { listPendingLabTests, runDoctorPrescribe, runDoctorResults } from './lib/doctor-records';

const USAGE = `Usage: npm run doctor -- <${DOCTOR_COMMANDS.join('|')}> <appointmentId> [slotId | reason | note]
       npm run doctor -- reply <threadId|appointmentId> <text>
       npm run doctor -- refunds
       npm run doctor -- refund <refundId> <approve|reject> [reason]
       npm run doctor -- prescribe <appointmentId> <medicine|quantity|doses>…
       npm run doctor -- lab-tests
       npm run doctor -- results <labTestId> <parameter=value [unit]>…

  confirm  <id> [note]     confirm a pending booking or the patient's reschedule request
  propose  <id> [slotId]   propose another slot (default: the doctor's next free slot of the same type)
  complete <id> [note]     mark a confirmed appointment completed
  cancel   <id> [reason]   cancel, telling the patient the reason
  reply    <id> <text>     answer the patient in the conversation (or the appointment's patient)
  refunds                  list the refund requests still to decide
  refund   <id> approve    record the refund as paid back (gateway merchant portal or cash); the patient sees Refunded
  refund   <id> reject <reason>  decline it; the patient is told the reason
  prescribe <id> "Amlodipine 5 mg|30|1-0-0"…  write a prescription for the appointment's patient (starts today)
  lab-tests                list the lab tests waiting for results
  results  <id> "LDL=160 mg/dL"…  record a lab test's results (the test is completed)
  (a reply, a prescription and results are told to the patient: bell, and SMS/e-mail/push by their choice)`;

async function main(argv: string[]): Promise<number> {
  const [command, appointmentId, ...rest] = argv;
  if (command === 'refunds') {
    const open = await listOpenRefunds(doctorClientOptionsFromEnv().databaseUrl);
    if (open.length === 0) console.log('No refund requests to decide.');
    for (const r of open) {
      console.log(`${r.id}  Rs. ${r.amountPaisa / 100} (${r.gateway})  Dr. ${r.doctor} → ${r.patient}  asked ${r.requestedAt.toISOString().slice(0, 16)}: ${r.reason}`);
    }
    return 0;
  }
  if (command === 'refund' && appointmentId && (rest[0] === 'approve' || rest[0] === 'reject')) {
    const decided = await runDoctorRefund(doctorClientOptionsFromEnv(), appointmentId, rest[0], rest.slice(1).join(' ') || undefined);
    const data = decided.body.data as { status?: string; amount?: number } | undefined;
    console.log(`refund ${rest[0]} → HTTP ${decided.status}: ${decided.body.message ?? ''}`);
    if (data?.status) console.log(`  refund is now ${data.status} (Rs. ${(data.amount ?? 0) / 100})`);
    if (decided.body.errorList) console.log(`  ${JSON.stringify(decided.body.errorList)}`);
    return decided.status < 400 ? 0 : 1;
  }
  if (command === 'lab-tests') {
    const pending = await listPendingLabTests(doctorClientOptionsFromEnv().databaseUrl);
    if (pending.length === 0) console.log('No lab tests waiting for results.');
    for (const t of pending) console.log(`${t.id}  ${t.testName} (${t.status})  Dr. ${t.doctor} → ${t.patient}  ordered ${t.prescribedAt.toISOString().slice(0, 10)}`);
    return 0;
  }
  if ((command === 'prescribe' || command === 'results') && appointmentId) {
    const run = command === 'prescribe' ? runDoctorPrescribe : runDoctorResults;
    const result = await run(doctorClientOptionsFromEnv(), appointmentId, rest);
    console.log(`${command} → HTTP ${result.status}: ${result.body.message ?? ''}`);
    if (result.body.errorList) console.log(`  ${JSON.stringify(result.body.errorList)}`);
    return result.status < 400 ? 0 : 1;
  }
  if (command === 'reply' && appointmentId && rest.length > 0) {
    const reply = await runDoctorReply(doctorClientOptionsFromEnv(), appointmentId, rest.join(' '));
    console.log(`reply → HTTP ${reply.status}${reply.threadId ? ` in conversation ${reply.threadId}` : ''}${reply.body.message ? `: ${reply.body.message}` : ''}`);
    if (reply.body.errorList) console.log(`  ${JSON.stringify(reply.body.errorList)}`);
    return reply.status < 400 ? 0 : 1;
  }
  if (!command || !appointmentId || !DOCTOR_COMMANDS.includes(command as DoctorCommand)) {
    console.error(USAGE);
    return 2;
  }
  const opts = doctorClientOptionsFromEnv();
  const result = await runDoctorCommand(opts, command as DoctorCommand, appointmentId, rest.join(' ') || undefined);
  const data = result.body.data as { status?: string; date?: string; startTime?: string; reschedule?: { status: string } | null } | undefined;
  console.log(`${command} → HTTP ${result.status}: ${result.body.message ?? ''}`);
  if (result.slotId) console.log(`  proposed slot: ${result.slotId}`);
  if (data?.status) console.log(`  appointment is now ${data.status} (${data.date} ${data.startTime})${data.reschedule ? `, reschedule ${data.reschedule.status}` : ''}`);
  if (result.body.errorList) console.log(`  ${JSON.stringify(result.body.errorList)}`);
  return result.status < 400 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
