import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { supportMessages } from '../../db/schema';
import { readOutbox } from '../../mail/mailer';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness({ SUPPORT_EMAIL: 'care@swasthya.test' }); });
afterAll(async () => { await h.close(); });

const S = '/api/v1/patient/support';
const stored = async (id: string) => (await h.deps.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0];

describe('support', () => {
  it('gives the configured support e-mail', async () => {
    expect(await (await h.request(`${S}/info`)).json()).toEqual({ data: { supportEmail: 'care@swasthya.test' } });
  });

  it('stores feedback, feature requests and bug reports of the signed-in patient and answers for the toast', async () => {
    const p = await h.createPatient();
    const cases = [
      ['feedback', { message: 'Booking was easy', rating: 5 }, A.feedbackReceived, { kind: 'feedback', rating: 5 }],
      ['feature-request', { subject: 'Dark mode', message: 'Please add a darker theme' }, A.featureRequestReceived, { kind: 'feature_request', subject: 'Dark mode' }],
      ['bug-report', { message: 'Button does nothing', page: '/appointments/123' }, A.bugReportReceived, { kind: 'bug_report', pageUrl: '/appointments/123' }],
    ] as const;
    for (const [path, body, message, row] of cases) {
      const res = await h.request(`${S}/${path}`, { method: 'POST', token: p.token, body, headers: { 'user-agent': 'vitest' } });
      expect(res.status, path).toBe(201);
      const out = await res.json();
      expect(out.message).toBe(message);
      expect(await stored(out.data.id)).toMatchObject({ ...row, patientId: p.patientId, email: p.email, name: 'Test Patient', userAgent: 'vitest', locale: 'en' });
    }
    const copies = (await readOutbox(h.outboxDir)).filter((m) => m.to === 'care@swasthya.test');
    expect(copies.some((m) => m.subject.startsWith('[Feedback]') && m.text.includes('Rating: 5/5'))).toBe(true);
  });

  it('takes contact-us messages from guests (name and email required) and from patients', async () => {
    const guest = await h.request(`${S}/contact-us`, { method: 'POST', body: { name: 'Hari Karki', email: 'Hari@Example.test', subject: 'Clinic hours', message: 'Are you open on Saturday?' } });
    expect(guest.status).toBe(201);
    const out = await guest.json();
    expect(out.message).toBe(A.contactReceived);
    expect(await stored(out.data.id)).toMatchObject({ kind: 'contact', patientId: null, name: 'Hari Karki', email: 'hari@example.test' });

    const anonymous = await h.request(`${S}/contact-us`, { method: 'POST', body: { message: 'Hello' } });
    expect(anonymous.status).toBe(400);
    expect((await anonymous.json()).errorList).toEqual([{ field: 'name', message: M.required }, { field: 'email', message: M.required }]);

    const p = await h.createPatient();
    const mine = await h.request(`${S}/contact-us`, { method: 'POST', token: p.token, body: { message: 'Call me back' } });
    expect(mine.status).toBe(201);
    expect(await stored((await mine.json()).data.id)).toMatchObject({ patientId: p.patientId, email: p.email });
  });

  it('refuses bad input with errorList, and needs sign-in for feedback, feature requests and bug reports', async () => {
    const p = await h.createPatient();
    const cases: [string, unknown, string, string][] = [
      ['feedback', { message: '' }, 'message', M.required],
      ['feedback', { message: 'ok', rating: 6 }, 'rating', A.invalidRating],
      ['feedback', { message: 'ok', rating: 2.5 }, 'rating', A.invalidRating],
      ['feature-request', { message: 'x'.repeat(4001) }, 'message', M.tooLong],
      ['feature-request', { message: 'ok', subject: 'x'.repeat(151) }, 'subject', M.tooLong],
      ['bug-report', { message: 'ok', url: 'javascript:alert(1)' }, 'url', A.invalidUrl],
      ['contact-us', { message: 'ok', name: 'Hari', email: 'not-an-email' }, 'email', M.invalidEmail],
      ['bug-report', {}, 'message', M.required],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await h.request(`${S}/${path}`, { method: 'POST', token: p.token, body });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect((await res.json()).errorList[0]).toEqual({ field, message });
    }
    for (const path of ['feedback', 'feature-request', 'bug-report']) {
      expect((await h.request(`${S}/${path}`, { method: 'POST', body: { message: 'hi' } })).status).toBe(401);
    }
  });

  it('limits sends per patient', async () => {
    const p = await h.createPatient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h.request(`${S}/feedback`, { method: 'POST', token: p.token, body: { message: `note ${i}` } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('documents every endpoint of issue 8 in the OpenAPI document', async () => {
    const doc = (await (await h.request('/api/docs')).json()) as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.keys(byMethod).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops).toEqual(expect.arrayContaining([
      'POST /api/v1/patient/user/upload-profile-picture', 'DELETE /api/v1/patient/user/remove-profile-picture', 'GET /api/v1/patient/user/profile-picture',
      'POST /api/v1/patient/user/phone/send-code', 'POST /api/v1/patient/user/phone/verify', 'POST /api/v1/patient/user/change-password',
      'GET /api/v1/patient/user/notification-preferences', 'PUT /api/v1/patient/user/notification-preferences', 'POST /api/v1/patient/user/disable-patient-account',
      'GET /api/v1/chat/threads', 'GET /api/v1/chat/doctors', 'POST /api/v1/chat/threads/open/{doctorId}', 'GET /api/v1/chat/threads/{id}',
      'GET /api/v1/chat/threads/{id}/messages', 'POST /api/v1/chat/threads/{id}/messages', 'POST /api/v1/chat/threads/{id}/read',
      'POST /api/v1/chat/threads/{id}/events-ticket', 'GET /api/v1/chat/threads/{id}/events',
      'GET /api/v1/doctor/chat/threads', 'POST /api/v1/doctor/chat/appointments/{appointmentId}/thread', 'GET /api/v1/doctor/chat/threads/{id}/messages',
      'POST /api/v1/doctor/chat/threads/{id}/messages', 'POST /api/v1/doctor/chat/threads/{id}/read', 'GET /api/v1/upn/health-feed',
      'GET /api/v1/patient/support/info', 'POST /api/v1/patient/support/contact-us', 'POST /api/v1/patient/support/feedback',
      'POST /api/v1/patient/support/feature-request', 'POST /api/v1/patient/support/bug-report',
    ]));
  });
});
