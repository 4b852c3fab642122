// `npm run doctor -- reply …` against a real listening server, the test Auth emulator and the test database.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHarness, TEST_API_KEY, TEST_PROJECT, type Harness } from '../server/testing/harness';
import { startServer, type RunningServer } from '../server/index';
import { appointmentWith, doctorWithToken } from '../server/testing/chat-fixtures';
import type { ChatMessage, ChatThread } from '../contracts/chat';
import { runDoctorReply, type DoctorClientOptions } from './lib/doctor-client';

let h: Harness;
let server: RunningServer;
let opts: DoctorClientOptions;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
  server = await startServer(h.deps, { port: 0, host: '127.0.0.1' });
  opts = { apiUrl: server.url, apiKey: TEST_API_KEY, emulatorHost: inject('authEmulatorHost'), projectId: TEST_PROJECT, databaseUrl: h.database.url };
});
afterAll(async () => {
  await server?.close();
  await h.close();
});

const messagesOf = async (token: string, threadId: string) =>
  ((await (await h.request(`/api/v1/chat/threads/${threadId}/messages`, { token })).json()) as { data: { messages: ChatMessage[] } }).data.messages;

describe('npm run doctor -- reply', () => {
  it('answers in a conversation by thread id, or opens it from an appointment id', async () => {
    const p = await h.createPatient();
    const dr = await doctorWithToken(h);
    const appointmentId = await appointmentWith(h, dr.f, p.patientId);

    const byAppointment = await runDoctorReply(opts, appointmentId, 'Hello, how are you feeling?');
    expect(byAppointment).toMatchObject({ status: 201, doctorId: dr.doctorId });
    const threads = ((await (await h.request('/api/v1/chat/threads', { token: p.token })).json()) as { data: { threads: ChatThread[] } }).data.threads;
    expect(threads.map((t) => t.id)).toEqual([byAppointment.threadId]);

    await h.request(`/api/v1/chat/threads/${byAppointment.threadId}/messages`, { method: 'POST', token: p.token, body: { body: 'Better, thank you' } });
    const byThread = await runDoctorReply(opts, byAppointment.threadId!, 'Good. Keep resting.');
    expect(byThread.status).toBe(201);
    expect((await messagesOf(p.token, byAppointment.threadId!)).map((m) => [m.sender, m.body])).toEqual([
      ['doctor', 'Hello, how are you feeling?'], ['patient', 'Better, thank you'], ['doctor', 'Good. Keep resting.'],
    ]);
  });

  it('refuses unknown ids, empty text and non-demo projects', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expect(runDoctorReply(opts, id, 'hi')).rejects.toThrow(/No conversation or appointment/);
    await expect(runDoctorReply(opts, 'nope', 'hi')).rejects.toThrow(/not a conversation or appointment id/);
    await expect(runDoctorReply(opts, id, '  ')).rejects.toThrow(/Write the reply/);
    await expect(runDoctorReply({ ...opts, projectId: 'swasthya-prod' }, id, 'hi')).rejects.toThrow(/demo-/);
  });
});
