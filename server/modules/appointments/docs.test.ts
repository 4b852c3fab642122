import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

describe('OpenAPI', () => {
  it('documents every booking-area endpoint', async () => {
    const doc = await (await h.request('/api/docs')).json();
    const paths = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(paths).toEqual(expect.arrayContaining([
      'GET /api/v1/upn/schedules/{doctorId}',
      'POST /api/v1/patient/appointment/book', 'GET /api/v1/patient/appointment/summary', 'GET /api/v1/patient/appointment/list',
      'GET /api/v1/patient/appointment/details/{id}', 'POST /api/v1/patient/appointment/cancel/{id}',
      'POST /api/v1/patient/appointment/reschedule/{id}', 'POST /api/v1/patient/appointment/reschedule/{id}/accept',
      'GET /api/v1/doctor/appointment/details/{id}', 'POST /api/v1/doctor/appointment/confirm/{id}', 'POST /api/v1/doctor/appointment/propose/{id}',
      'POST /api/v1/doctor/appointment/complete/{id}', 'POST /api/v1/doctor/appointment/cancel/{id}',
      'GET /api/v1/patient/notifications/get', 'PATCH /api/v1/patient/notifications/mark-read/{id}',
      'GET /api/v1/patient/family-member/list', 'POST /api/v1/patient/family-member/create', 'PUT /api/v1/patient/family-member/update/{id}',
      'DELETE /api/v1/patient/family-member/remove/{id}', 'GET /api/v1/patient/consultation/upcoming', 'GET /api/v1/patient/medications/active',
      'GET /api/v1/patient/recent-activity/activity', 'PATCH /api/v1/patient/recent-activity/archive/{id}', 'PATCH /api/v1/patient/recent-activity/unarchive/{id}',
    ]));
    const book = doc.paths['/api/v1/patient/appointment/book'].post;
    expect(book.requestBody.content['application/json'].schema.properties).toHaveProperty('slot');
    expect(book.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key' })]));
  });
});
