// After sign-out nothing of the patient is readable on the device (issue 15), the browser's HTTP
// cache included: every documented read of the patient, chat, payment and diagnostic services,
// answered to a signed-in patient, says `Cache-Control: no-store`, whatever its status (lists and
// details with data, files, 304s, errors). The journey tests/e2e/offline-documents.spec.ts checks the
// answers a phone really got, and that none is in Chromium's HTTP cache after sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createHarness, type Harness } from './testing/harness';
import { createFixtures } from './db/fixtures';
import { bookOk, completePatient, slotIn } from './testing/booking-fixtures';

let h: Harness;
let token: string;
let appointmentId: string;

const PATIENT_READS = /^\/api\/(?:v1\/(?:patient|chat|payment)|diagnostic\/v1)\//;
/** Streams stay open: only their headers are read. */
const STREAM = /\/events$/;

type Doc = { paths: Record<string, Record<string, { security?: { firebase?: unknown[] }[] }>> };

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const patient = await completePatient(h);
  token = patient.token;
  const f = await createFixtures(h.deps.db);
  appointmentId = await bookOk(h, token, f, await slotIn(h, f, 48));
});
afterAll(async () => {
  await h?.close();
});

describe('patient answers are never kept by an HTTP cache', () => {
  it('every documented patient, chat, payment and diagnostic read answers a signed-in patient with no-store', async () => {
    const doc = (await (await h.request('/api/docs')).json()) as Doc;
    const reads = Object.entries(doc.paths)
      .filter(([path, ops]) => PATIENT_READS.test(path) && ops['get']?.security?.some((s) => 'firebase' in s))
      .map(([path]) => path);
    expect(reads.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let withData = 0;
    for (const path of reads) {
      // The patient's own appointment where a path names one; elsewhere an id of nothing (a 404 must be no-store too).
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (/appointment/i.test(path) && name === 'id' ? appointmentId : randomUUID()));
      const res = await h.request(url, { token, headers: { accept: '*/*' } });
      if (res.status < 300) withData++;
      if (STREAM.test(url) && res.status === 200) await res.body?.cancel();
      else await res.arrayBuffer();
      const cacheControl = res.headers.get('cache-control') ?? '';
      if (!/\bno-store\b/.test(cacheControl)) failures.push(`${res.status} ${url}: ${cacheControl || '(none)'}`);
    }
    expect(failures).toEqual([]);
    // Not only errors: the lists and the patient's appointment answered with data.
    expect(withData).toBeGreaterThan(15);
  });

  it('the same reads without a token are refused, and the refusal is not cached either', async () => {
    const res = await h.request('/api/v1/patient/prescriptions/export');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
