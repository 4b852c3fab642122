// `npm run doctor` logic against a real listening server, the test Auth emulator and the test database.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHarness, TEST_API_KEY, TEST_PROJECT, type Harness } from '../server/testing/harness';
import { startServer, type RunningServer } from '../server/index';
import { createFixtures, type Fixtures } from '../server/db/fixtures';
import { appointmentRow, bookOk, completePatient, slotIn, slotStatus } from '../server/testing/booking-fixtures';
import { bookFor, followReturn, payAtEsewaSandbox, rawClient, startOk } from '../server/testing/payment-fixtures';
import { doctorClientOptionsFromEnv, listOpenRefunds, runDoctorCommand, runDoctorRefund, type DoctorClientOptions } from './lib/doctor-client';

let h: Harness;
let server: RunningServer;
let f: Fixtures;
let opts: DoctorClientOptions;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  server = await startServer(h.deps, { port: 0, host: '127.0.0.1' });
  f = await createFixtures(h.deps.db);
  opts = { apiUrl: server.url, apiKey: TEST_API_KEY, emulatorHost: inject('authEmulatorHost'), projectId: TEST_PROJECT, databaseUrl: h.database.url };
});
afterAll(async () => {
  await server?.close();
  await h.close();
});

describe('npm run doctor', () => {
  it('confirms, proposes (next free slot by default), completes and cancels through the doctor API', async () => {
    const p = await completePatient(h);
    const original = await slotIn(h, f, 72);
    const next = await slotIn(h, f, 96);
    const id = await bookOk(h, p.token, f, original);

    const confirm = await runDoctorCommand(opts, 'confirm', id);
    expect(confirm).toMatchObject({ status: 200, doctorId: f.doctorId, body: { data: { status: 'confirmed' } } });

    const propose = await runDoctorCommand(opts, 'propose', id);
    expect(propose.status).toBe(200);
    expect(propose.slotId).toBe(next);
    expect(await slotStatus(h, next)).toBe('booked');
    const accept = await h.request(`/api/v1/patient/appointment/reschedule/${id}/accept`, { method: 'POST', token: p.token });
    expect((await accept.json()).data).toMatchObject({ status: 'confirmed', slotId: next });
    expect(await slotStatus(h, original)).toBe('available');

    // Running again reuses the doctor's emulator user.
    expect((await runDoctorCommand(opts, 'complete', id, 'All well')).body.data).toMatchObject({ status: 'completed' });
    const refused = await runDoctorCommand(opts, 'cancel', id, 'Too late');
    expect(refused.status).toBe(409);

    const id2 = await bookOk(h, p.token, f, await slotIn(h, f, 100));
    expect((await runDoctorCommand(opts, 'cancel', id2, 'On leave')).status).toBe(200);
    expect(await appointmentRow(h, id2)).toMatchObject({ status: 'canceled', cancelReason: 'On leave' });
  });

  it('refuses a non-demo project, a missing emulator, and bad input', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(runDoctorCommand({ ...opts, projectId: 'swasthya-prod' }, 'confirm', id)).rejects.toThrow(/demo-/);
    await expect(runDoctorCommand({ ...opts, emulatorHost: '' }, 'confirm', id)).rejects.toThrow(/emulator/);
    await expect(runDoctorCommand(opts, 'confirm', 'nope')).rejects.toThrow(/not an appointment id/);
    await expect(runDoctorCommand(opts, 'confirm', id)).rejects.toThrow(/No appointment/);
  });

  it('reads its settings from the environment with npm start\'s defaults', () => {
    expect(doctorClientOptionsFromEnv({})).toEqual({
      apiUrl: 'http://localhost:8080', apiKey: 'swasthya-web-dev-key', emulatorHost: '127.0.0.1:9099', projectId: 'demo-swasthya',
      databaseUrl: 'postgres://postgres:postgres@127.0.0.1:54329/swasthya',
    });
    expect(doctorClientOptionsFromEnv({ PORT: '9000', API_KEYS: 'k1,k2', DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      apiUrl: 'http://localhost:9000', apiKey: 'k1', databaseUrl: 'postgres://x/y',
    });
  });

  it('lists the refund requests to decide, and approves one: the payment shows refunded, with the amount', async () => {
    const p = await completePatient(h);
    const appointmentId = await bookFor(h, f, p.token);
    const start = await startOk(h, p.token, appointmentId, 'esewa');
    const raw = rawClient(h);
    await followReturn(raw, await payAtEsewaSandbox(raw, start));
    const asked = await h.request(`/api/v1/payment/refund/${start.paymentId}`, { method: 'POST', token: p.token, body: { reason: 'Doctor away' } });
    const refundId = (await asked.json()).data.id as string;

    const open = await listOpenRefunds(opts.databaseUrl);
    expect(open.find((r) => r.id === refundId)).toMatchObject({ appointmentId, gateway: 'esewa', reason: 'Doctor away' });
    await expect(runDoctorRefund(opts, refundId, 'reject')).rejects.toThrow(/reason/);

    const approved = await runDoctorRefund(opts, refundId, 'approve');
    expect(approved).toMatchObject({ status: 200, doctorId: f.doctorId, body: { data: { status: 'refunded' } } });
    const status = await (await h.request(`/api/v1/payment/status/${start.paymentId}`, { token: p.token })).json();
    expect(status.data).toMatchObject({ status: 'refunded', refunded: status.data.total, refund: { status: 'refunded' } });
    expect((await listOpenRefunds(opts.databaseUrl)).some((r) => r.id === refundId)).toBe(false);
  });
});
