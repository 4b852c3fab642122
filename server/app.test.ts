import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './testing/harness';
import { loadEnv } from './env';
import { M } from '../contracts/messages';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

describe('API foundation', () => {
  it('reports health without an API key', async () => {
    const res = await h.request('/api/health', { headers: { 'x-api-key': '' } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const doc = await (await h.request('/api/docs')).json();
    expect(doc.openapi).toBe('3.1.0');
    const register = doc.paths['/api/v1/patient/auth/register-patient-account'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'password']),
    );
    expect(doc.paths['/api/v1/upn/get-doctors'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['query', 'specialization', 'city', 'availability', 'fee', 'sort', 'page']),
    );
  });

  it('answers unknown API paths on every base with the error format', async () => {
    for (const p of ['/api/v1/chat/nothing', '/api/v1/payment/x', '/api/v0/x', '/api/diagnostic/v1/x', '/api/nope']) {
      const res = await h.request(p);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(M.routeNotFound);
    }
  });

  it('rate-limits per client with 429 and Retry-After, counted in PostgreSQL', async () => {
    const limitedApp = await createHarness({ RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await limitedApp.request('/api/v1/nothing-here')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    const limited = await limitedApp.request('/api/v1/nothing-here');
    await limitedApp.close();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(M.tooManyRequests);
  });
});

describe('environment', () => {
  it('refuses emulator mode for a project that is not demo-*', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'swasthya-prod' })).toThrow(/demo-/);
    expect(() => loadEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-swasthya' })).not.toThrow();
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
