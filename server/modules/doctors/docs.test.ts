import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

describe('OpenAPI', () => {
  it('documents every directory, favourite and review endpoint with its parameters', async () => {
    const doc = await (await h.request('/api/docs')).json();
    const paths = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(paths).toEqual(expect.arrayContaining([
      'GET /api/v1/upn/get-doctors', 'GET /api/v1/upn/get-doctor-details/{id}', 'GET /api/v1/upn/doctors/specializations',
      'GET /api/v1/upn/doctors/{id}/health-feed', 'GET /api/v1/upn/search-doctors', 'GET /api/v1/upn/reviews/{doctorId}',
      'GET /api/v1/upn/list/{a}', 'GET /api/v1/upn/list/{a}/{b}',
      'GET /api/v1/upn/get-pharmacies', 'GET /api/v1/upn/get-pharmacy-details/{id}',
      'GET /api/v1/upn/get-diagnostic-centres', 'GET /api/v1/upn/get-diagnostic-centre-details/{id}',
      'POST /api/v1/patient/favourite-doctor/create/{id}', 'DELETE /api/v1/patient/favourite-doctor/remove/{id}',
      'GET /api/v1/patient/favourite-doctor/list', 'GET /api/v1/patient/patient-feedback/can-review/{doctorId}',
      'POST /api/v1/patient/patient-feedback/create/{doctorId}',
    ]));
    const names = (op: { parameters: { name: string }[] }) => op.parameters.map((p) => p.name);
    expect(names(doc.paths['/api/v1/upn/get-pharmacies'].get)).toEqual(
      expect.arrayContaining(['query', 'city', 'openNow', 'open24Hours', 'homeDelivery', 'sort', 'page', 'pageSize']));
    expect(names(doc.paths['/api/v1/upn/search-doctors'].get)).toContain('search');
    const review = doc.paths['/api/v1/patient/patient-feedback/create/{doctorId}'].post;
    expect(Object.keys(review.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['recommend', 'clinicVisited', 'healthProblem', 'waitTime', 'likedAspects', 'rating', 'experience', 'anonymous', 'appointmentId']));
    expect(names(review)).toContain('Idempotency-Key');
    expect(names(doc.paths['/api/v1/patient/favourite-doctor/create/{id}'].post)).toContain('Idempotency-Key');
  });
});
