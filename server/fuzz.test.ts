// Every operation of /api/docs with malformed bodies and parameters: NUL characters, arrays for
// objects, objects for arrays, huge strings, wrong types, Devanagari, bad ids. None may answer 5xx,
// every error is the API's error shape, and no error is cacheable. Deterministic: a fixed list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createHarness, TEST_API_KEY, type Harness } from './testing/harness';
import { createFixtures } from './db/fixtures';
import { doctorToken } from './testing/booking-fixtures';
import { OWN_BODY_LIMIT_PATHS } from './lib/upload';

let h: Harness;
let patientToken: string;
let drToken: string;

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_10_MIN: '1000000' });
  patientToken = (await h.createPatient()).token;
  const f = await createFixtures(h.deps.db);
  drToken = await doctorToken(h, f.doctorId);
});
afterAll(async () => { await h?.close(); });

type Operation = {
  method: string;
  path: string;
  query: string[];
  bodyProps: string[] | undefined;
};

/** Values no field should turn into a server error. */
const BAD_VALUES: unknown[] = [
  'a\u0000b', '\u0000', '\uD800', 'नेपाल स्वास्थ्य ०१२३', 'x'.repeat(100_000), '', ' ', -1, 0, 1e308, 3.5, true, null, [], {}, ['\u0000'], { nested: '\u0000' },
];
const BAD_BODIES: unknown[] = [[], [{}], null, 'text', 42, true, {}, { '\u0000': 'x' }, { __proto__: { polluted: true } }];
const BAD_PATH_PARAMS = [randomUUID(), 'not-a-uuid', '%00', encodeURIComponent('नेपाल'), 'x'.repeat(3000), '0', '-1', encodeURIComponent('a\u0000b')];
const BAD_QUERY_VALUES = ['%00', encodeURIComponent('a\u0000b'), encodeURIComponent('नेपाल'), 'x'.repeat(5000), '-1', '1e999', 'true', '[]', '%7B%7D', '%ED%A0%80', '%FF%FE'];

/** 100,000 levels: what a recursive parser, validator or body walker cannot take (issue 26). */
const DEEP = 100_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);

/** Streams that stay open by design: a request is made, but only the status is read. */
const STREAMS = /\/events$/;

function operations(doc: { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content['application/json'].schema;
      ops.push({
        method: method.toUpperCase(), path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: schema ? Object.keys(schema.properties ?? {}) : undefined,
      });
    }
  }
  return ops;
}

type Probe = { method: string; url: string; body?: string; contentType?: string; what: string };

/** Deep nesting for a write: the whole body, and each field of its contract holding it. */
function deepProbesOf(op: Operation): Probe[] {
  if (op.method === 'GET') return [];
  const url = op.path.replace(/\{\w+\}/g, randomUUID());
  const probes: Probe[] = [
    { method: op.method, url, body: deepArray, what: 'body [[[… 100,000 deep' },
    { method: op.method, url, body: deepObject, what: 'body {"a":{"a":… 100,000 deep' },
  ];
  for (const prop of op.bodyProps ?? []) {
    probes.push({ method: op.method, url, body: `{${JSON.stringify(prop)}:${deepArray}}`, what: `${prop}=[[[… 100,000 deep` });
    probes.push({ method: op.method, url, body: `{${JSON.stringify(prop)}:${deepObject}}`, what: `${prop}={"a":… 100,000 deep` });
  }
  return probes;
}

function probesOf(op: Operation): Probe[] {
  const fill = (value: string) => op.path.replace(/\{\w+\}/g, value);
  const probes: Probe[] = [];
  const base = fill(randomUUID());
  for (const p of BAD_PATH_PARAMS) if (op.path.includes('{')) probes.push({ method: op.method, url: fill(p), what: `path ${p.slice(0, 20)}` });
  for (const name of op.query) {
    for (const value of BAD_QUERY_VALUES) probes.push({ method: op.method, url: `${base}?${name}=${value}`, what: `query ${name}=${value.slice(0, 20)}` });
    probes.push({ method: op.method, url: `${base}?${name}=a&${name}=b`, what: `query ${name} twice` });
  }
  if (op.method !== 'GET') {
    for (const body of BAD_BODIES) probes.push({ method: op.method, url: base, body: JSON.stringify(body), what: `body ${JSON.stringify(body).slice(0, 30)}` });
    probes.push({ method: op.method, url: base, body: '{"broken": ', what: 'truncated JSON' });
    for (const prop of op.bodyProps ?? []) {
      for (const value of BAD_VALUES) probes.push({ method: op.method, url: base, body: JSON.stringify({ [prop]: value }), what: `${prop}=${JSON.stringify(value).slice(0, 20)}` });
    }
    for (const value of BAD_VALUES) {
      probes.push({ method: op.method, url: base, body: JSON.stringify(Object.fromEntries((op.bodyProps ?? ['x']).map((p) => [p, value]))), what: `all=${JSON.stringify(value).slice(0, 20)}` });
    }
    const multipartPath = OWN_BODY_LIMIT_PATHS.some((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`).test(base));
    if (multipartPath) {
      const boundary = 'fuzzboundary';
      const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body = `${part('reason', 'a\u0000b')}${part('description', 'नेपाल')}${part('appointmentId', 'not-a-uuid')}--${boundary}--\r\n`;
      probes.push({ method: op.method, url: base, body, contentType: `multipart/form-data; boundary=${boundary}`, what: 'multipart with NUL' });
      probes.push({ method: op.method, url: base, body: 'garbage', contentType: `multipart/form-data; boundary=${boundary}`, what: 'broken multipart' });
    }
  }
  return [...probes, ...deepProbesOf(op)];
}

describe('fuzzing every documented operation', () => {
  it('never answers 5xx, and every error is a non-cacheable { message, errorList? }', async () => {
    const docRes = await h.request('/api/docs');
    const ops = operations(await docRes.json());
    expect(ops.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let sent = 0;
    const probes = ops.flatMap(probesOf);
    const run = async (p: Probe) => {
      const token = p.url.startsWith('/api/v1/doctor/') ? drToken : patientToken;
      const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}`, 'accept-language': sent % 2 ? 'ne' : 'en' };
      if (p.body !== undefined) headers['content-type'] = p.contentType ?? 'application/json';
      const res = await h.request(p.url, { method: p.method, headers, rawBody: p.body });
      sent++;
      if (STREAMS.test(p.url.split('?')[0]!) && res.status === 200) { await res.body?.cancel(); return; }
      const where = `${p.method} ${p.url.slice(0, 80)} (${p.what})`;
      if (res.status >= 500) { failures.push(`${res.status} ${where}: ${(await res.text()).slice(0, 120)}`); return; }
      if (res.status >= 400) {
        const body = (await res.json().catch(() => undefined)) as { message?: unknown; errorList?: unknown } | undefined;
        if (typeof body?.message !== 'string') failures.push(`${res.status} without the error shape: ${where}`);
        if (!/no-store/.test(res.headers.get('cache-control') ?? '')) failures.push(`${res.status} cacheable (${res.headers.get('cache-control')}): ${where}`);
      } else {
        await res.body?.cancel();
      }
    };
    // A few at a time: enough to be quick, not so many that the test database is the bottleneck.
    for (let i = 0; i < probes.length; i += 16) await Promise.all(probes.slice(i, i + 16).map(run));
    expect(sent).toBe(probes.length);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  }, 240_000);
});

describe('bad input, exactly', () => {
  const send = (method: string, url: string, body?: string, token = patientToken) =>
    h.request(url, { method, rawBody: body, headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) } });

  it('refuses an array where an object is expected', async () => {
    // A new patient: the fuzzing above used up the first one's phone-code sends.
    const { token } = await h.createPatient();
    for (const [method, url] of [['PUT', '/api/v1/patient/user/preferences'], ['POST', '/api/v1/patient/user/phone/send-code']] as const) {
      const res = await send(method, url, '[]', token);
      expect(res.status, `${method} ${url}`).toBe(400);
    }
  });

  it('refuses a NUL character with a field error, and the error is not cacheable', async () => {
    const res = await h.request('/api/v1/upn/get-doctors?city=%00', { headers: { 'x-api-key': TEST_API_KEY } });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      message: 'Some fields need your attention.',
      errorList: [{ field: 'city', message: 'This text contains characters that cannot be saved. Please remove them.' }],
    });
    const ne = await h.request('/api/v1/upn/get-doctors?city=%00', { headers: { 'x-api-key': TEST_API_KEY, 'accept-language': 'ne' } });
    expect((await ne.json()).errorList[0].message).toBe('यो पाठमा सुरक्षित गर्न नमिल्ने अक्षरहरू छन्। कृपया तिनलाई हटाउनुहोस्।');
  });

  it('sends nosniff and a CSP with every API answer, no-store with patient data, and keeps the directory public', async () => {
    const mine = await send('GET', '/api/v1/patient/user/preferences');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toContain("default-src 'none'");
    const directory = await h.request('/api/v1/upn/get-doctors', { headers: { 'x-api-key': TEST_API_KEY } });
    expect(directory.status).toBe(200);
    expect(directory.headers.get('cache-control')).toMatch(/public/);
    expect(directory.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('hostile nesting, exactly', () => {
  it('refuses a field nested 100,000 levels deep with a field error, before parsing it', async () => {
    const { token } = await h.createPatient();
    const res = await h.request('/api/v1/patient/user/update-patient-details', {
      method: 'PUT', token, rawBody: `{"firstName":"Ram","dateOfBirth":${deepArray}}`, headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Some fields need your attention.', errorList: [{ field: 'dateOfBirth', message: 'This value has too many levels or items.' }] });
    const whole = await h.request('/api/v1/patient/user/update-patient-details', { method: 'PUT', token, rawBody: deepObject, headers: { 'content-type': 'application/json' } });
    expect(whole.status).toBe(400);
    expect((await whole.json()).errorList).toEqual([{ field: 'a', message: 'This value has too many levels or items.' }]);
  });

  it('lets a body of ordinary depth through, and refuses a list of more than 1,000 items', async () => {
    const { token } = await h.createPatient();
    const put = (rawBody: string) => h.request('/api/v1/patient/user/preferences', { method: 'PUT', token, rawBody, headers: { 'content-type': 'application/json' } });
    expect((await put(JSON.stringify({ theme: 'dark', extra: [[[[[[[[[[1]]]]]]]]]] }))).status).toBe(200);
    const many = await put(JSON.stringify({ theme: 'dark', extra: Array.from({ length: 1001 }, () => 0) }));
    expect(many.status).toBe(400);
    expect((await many.json()).errorList).toEqual([{ field: 'extra', message: 'This value has too many levels or items.' }]);
  });
});
