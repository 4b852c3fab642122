// The doctor's side of the appointment flows for demos and tests, through the doctor-role API.
// Development only: it creates (or reuses) a Firebase user for the appointment's doctor in the Auth
// EMULATOR of a demo-* project, signs in there, and calls /api/v1/doctor/appointment/*.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { fillPath, methodOf, pathOf, type Endpoint, type PathParams } from '../../contracts/endpoints/endpoint';
import {
  doctorAppointmentCancel, doctorAppointmentComplete, doctorAppointmentConfirm, doctorAppointmentDetails, doctorAppointmentPropose,
} from '../../contracts/endpoints/appointments';
import { doctorChatMessageSend, doctorChatThreadOpen } from '../../contracts/endpoints/chat';
import { doctorRefundMarkRefunded, doctorRefundReject } from '../../contracts/endpoints/payments';
import { doctorSchedule } from '../../contracts/endpoints/schedules';

export const DOCTOR_COMMANDS = ['confirm', 'propose', 'complete', 'cancel'] as const;
export type DoctorCommand = (typeof DOCTOR_COMMANDS)[number];

export type DoctorClientOptions = {
  /** Server origin, e.g. http://localhost:8080 */
  apiUrl: string;
  /** An accepted x-api-key. */
  apiKey: string;
  /** host:port of the Auth emulator. */
  emulatorHost: string;
  /** Must start with demo- (emulator only). */
  projectId: string;
  /** Where the appointment's doctor is looked up. */
  databaseUrl: string;
};

export type DoctorCommandResult = { status: number; body: { message?: string; data?: Record<string, unknown>; errorList?: unknown[] } };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Options from the environment, with the defaults of `npm start`. */
export function doctorClientOptionsFromEnv(env: Record<string, string | undefined> = process.env): DoctorClientOptions {
  return {
    apiUrl: (env['APP_URL'] || `http://localhost:${env['PORT'] || '8080'}`).replace(/\/$/, ''),
    apiKey: (env['API_KEYS'] || 'swasthya-web-dev-key').split(',')[0]!.trim(),
    emulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || `127.0.0.1:${env['AUTH_EMULATOR_PORT'] || '9099'}`,
    projectId: env['FIREBASE_PROJECT_ID'] || 'demo-swasthya',
    databaseUrl: env['DATABASE_URL'] || `postgres://postgres:postgres@127.0.0.1:${env['EMBEDDED_PG_PORT'] || '54329'}/swasthya`,
  };
}

/** Refuses anything but the Auth emulator of a demo-* project: doctor users are never made in a real project. */
export function assertDemoEmulator(opts: Pick<DoctorClientOptions, 'projectId' | 'emulatorHost'>): void {
  if (!opts.projectId.startsWith('demo-')) throw new Error(`Refusing: FIREBASE_PROJECT_ID "${opts.projectId}" is not a demo-* project.`);
  if (!opts.emulatorHost) throw new Error('Refusing: FIREBASE_AUTH_EMULATOR_HOST is not set (doctor users are made in the emulator only).');
}

async function doctorIdOf(databaseUrl: string, appointmentId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ doctor_id: string }>('select doctor_id from appointments where id = $1', [appointmentId]);
    const id = res.rows[0]?.doctor_id;
    if (!id) throw new Error(`No appointment ${appointmentId} in the database.`);
    return id;
  } finally {
    await client.end();
  }
}

/** Ensures the emulator user for the doctor (claims role=doctor, doctorId) and returns an ID token. */
export async function doctorIdToken(opts: DoctorClientOptions, doctorId: string): Promise<string> {
  assertDemoEmulator(opts);
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = opts.emulatorHost;
  const name = `swasthya-doctor-cli-${opts.projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: opts.projectId }, name);
  const auth = getAuth(app);
  const uid = `doctor-${doctorId}`;
  const email = `doctor-${doctorId}@doctors.swasthya.test`;
  const password = `Dr!${randomBytes(12).toString('base64url')}`;
  try {
    await auth.updateUser(uid, { password });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    try {
      await auth.createUser({ uid, email, password, emailVerified: true, displayName: `Doctor ${doctorId.slice(0, 8)}` });
    } catch (e) {
      // Another run created it at the same moment: set our password on it.
      if ((e as { code?: string }).code !== 'auth/uid-already-exists') throw e;
      await auth.updateUser(uid, { password });
    }
  }
  await auth.setCustomUserClaims(uid, { role: 'doctor', doctorId });
  const res = await fetch(`http://${opts.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Emulator sign-in failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** One call of the doctor-role API: an endpoint of contracts/endpoints, the values of its path's parameters. */
export async function call<E extends Endpoint>(
  opts: DoctorClientOptions, token: string, endpoint: E, params: PathParams<E>, body?: unknown,
): Promise<DoctorCommandResult> {
  const res = await fetch(`${opts.apiUrl}${fillPath(endpoint, params)}`, {
    method: methodOf(endpoint),
    headers: {
      accept: 'application/json', 'accept-language': 'en', 'x-api-key': opts.apiKey, authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as DoctorCommandResult['body'] };
}

/** The doctor's next available slot of the appointment's consultation type (24 h away if possible, else 1 h). */
async function nextFreeSlot(opts: DoctorClientOptions, token: string, appointmentId: string): Promise<string> {
  const details = await call(opts, token, doctorAppointmentDetails, { id: appointmentId });
  if (details.status !== 200 || !details.body.data) throw new Error(`Could not read the appointment: ${details.body.message ?? details.status}`);
  const a = details.body.data as { doctor: { id: string }; appointmentType: string; slotId: string };
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${opts.apiUrl}${pathOf(doctorSchedule, { doctorId: a.doctor.id })}?from=${from}&to=${to}&appointmentType=${a.appointmentType}`, {
    headers: { accept: 'application/json', 'x-api-key': opts.apiKey, 'x-timezone': 'UTC' },
  });
  const slots = ((await res.json()) as { data?: { slots: { id: string; status: string; originalTimeRange: { start: string } }[] } }).data?.slots ?? [];
  const free = (minStart: number) =>
    slots.find((s) => s.status === 'available' && s.id !== a.slotId && Date.parse(s.originalTimeRange.start) > minStart);
  // Prefer a time the patient can still change (24 h away), else anything at least an hour away.
  const slot = free(Date.now() + 24 * 3_600_000) ?? free(Date.now() + 3_600_000);
  if (!slot) throw new Error('The doctor has no available slot of this type in the next 60 days.');
  return slot.id;
}

/**
 * Runs one doctor command. `arg`: propose → the slot id (omitted: the next free slot); cancel → the
 * reason; confirm/complete → an optional note.
 */
export async function runDoctorCommand(
  opts: DoctorClientOptions,
  command: DoctorCommand,
  appointmentId: string,
  arg?: string,
): Promise<DoctorCommandResult & { doctorId: string; slotId?: string }> {
  assertDemoEmulator(opts);
  if (!DOCTOR_COMMANDS.includes(command)) throw new Error(`Unknown command "${command}". Use one of: ${DOCTOR_COMMANDS.join(', ')}.`);
  if (!UUID.test(appointmentId)) throw new Error(`"${appointmentId}" is not an appointment id.`);
  const doctorId = await doctorIdOf(opts.databaseUrl, appointmentId);
  const token = await doctorIdToken(opts, doctorId);
  const endpoint = ({ confirm: doctorAppointmentConfirm, propose: doctorAppointmentPropose, complete: doctorAppointmentComplete, cancel: doctorAppointmentCancel } as const)[command];
  const params = { id: appointmentId };
  if (command === 'propose') {
    const slotId = arg || (await nextFreeSlot(opts, token, appointmentId));
    return { ...(await call(opts, token, endpoint, params, { scheduleId: slotId })), doctorId, slotId };
  }
  if (command === 'cancel') return { ...(await call(opts, token, endpoint, params, { reason: arg || 'The doctor is not available at this time.' })), doctorId };
  return { ...(await call(opts, token, endpoint, params, arg ? { note: arg } : undefined)), doctorId };
}

/** Finds the doctor (and the thread, if `id` is one) of a conversation id or an appointment id. */
async function conversationOf(databaseUrl: string, id: string): Promise<{ doctorId: string; threadId?: string; appointmentId?: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const thread = await client.query<{ doctor_id: string }>('select doctor_id from chat_threads where id = $1', [id]);
    if (thread.rows[0]) return { doctorId: thread.rows[0].doctor_id, threadId: id };
    const appointment = await client.query<{ doctor_id: string }>('select doctor_id from appointments where id = $1', [id]);
    if (appointment.rows[0]) return { doctorId: appointment.rows[0].doctor_id, appointmentId: id };
    throw new Error(`No conversation or appointment ${id} in the database.`);
  } finally {
    await client.end();
  }
}

/**
 * `reply <threadId|appointmentId> <text>`: the doctor answers in the conversation (for an
 * appointment id, the conversation with that appointment's patient, opened if needed).
 */
export async function runDoctorReply(
  opts: DoctorClientOptions,
  id: string,
  text: string,
): Promise<DoctorCommandResult & { doctorId: string; threadId?: string }> {
  assertDemoEmulator(opts);
  if (!UUID.test(id)) throw new Error(`"${id}" is not a conversation or appointment id.`);
  if (!text.trim()) throw new Error('Write the reply after the id.');
  const found = await conversationOf(opts.databaseUrl, id);
  const token = await doctorIdToken(opts, found.doctorId);
  let threadId = found.threadId;
  if (!threadId) {
    const opened = await call(opts, token, doctorChatThreadOpen, { appointmentId: String(found.appointmentId) });
    if (opened.status !== 200) return { ...opened, doctorId: found.doctorId };
    threadId = String(opened.body.data?.['id']);
  }
  return { ...(await call(opts, token, doctorChatMessageSend, { id: threadId }, { body: text })), doctorId: found.doctorId, threadId };
}

export type OpenRefund = { id: string; appointmentId: string; doctor: string; patient: string; amountPaisa: number; gateway: string; reason: string; requestedAt: Date };

/** Every refund request still to decide (all doctors): what `npm run doctor -- refunds` lists. */
export async function listOpenRefunds(databaseUrl: string): Promise<OpenRefund[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<OpenRefund>(
      `select r.id, p.appointment_id as "appointmentId", d.first_name || ' ' || d.last_name as doctor,
              a.info_first_name || ' ' || a.info_last_name as patient, r.amount_paisa as "amountPaisa", p.gateway, r.reason,
              r.requested_at as "requestedAt"
         from refunds r join payments p on p.id = r.payment_id join appointments a on a.id = p.appointment_id
         join doctors d on d.id = a.doctor_id
        where r.status = 'requested' order by r.requested_at`,
    );
    return res.rows;
  } finally {
    await client.end();
  }
}

async function refundDoctorOf(databaseUrl: string, refundId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ doctor_id: string }>(
      'select a.doctor_id from refunds r join payments p on p.id = r.payment_id join appointments a on a.id = p.appointment_id where r.id = $1',
      [refundId],
    );
    const id = res.rows[0]?.doctor_id;
    if (!id) throw new Error(`No refund request ${refundId} in the database.`);
    return id;
  } finally {
    await client.end();
  }
}

/**
 * `refund <refundId> approve|reject [reason]`: the clinic's decision on a refund request, as the
 * appointment's doctor: approve records it refunded (the money went back at the gateway's merchant
 * portal or in cash); reject declines it with the reason the patient is told.
 */
export async function runDoctorRefund(
  opts: DoctorClientOptions,
  refundId: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<DoctorCommandResult & { doctorId: string }> {
  assertDemoEmulator(opts);
  if (!UUID.test(refundId)) throw new Error(`"${refundId}" is not a refund request id (see npm run doctor -- refunds).`);
  if (decision === 'reject' && !reason?.trim()) throw new Error('Write the reason after "reject": the patient is told it.');
  const doctorId = await refundDoctorOf(opts.databaseUrl, refundId);
  const token = await doctorIdToken(opts, doctorId);
  const result = decision === 'approve'
    ? await call(opts, token, doctorRefundMarkRefunded, { id: refundId })
    : await call(opts, token, doctorRefundReject, { id: refundId }, { reason });
  return { ...result, doctorId };
}
