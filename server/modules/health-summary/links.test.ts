import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../testing/harness';
import { completePatient } from '../../testing/booking-fixtures';
import { setClock } from '../../lib/clock';
import { healthLinkFiles, healthLinks } from '../../db/schema';
import { decodeShlink, decryptShlFile, encodeShlink, encryptShlFile, newShlKey } from '../../../contracts/shl';
import { ipsViolations } from '../../../tests/fhir/ips-rules';

let h: Harness;
beforeAll(async () => { h = await createHarness({ RATE_LIMIT_PER_MINUTE: '100000' }); });
afterAll(async () => { await h.close(); });
afterEach(() => setClock(null));

const B = '/api/v1/patient';
type Patient = Awaited<ReturnType<typeof completePatient>>;

/** What the app does: fetch the summary, encrypt it in the client with a new key, send only the JWE. */
async function createLink(p: Patient, opts: { passcode?: string | null; expiresIn?: string } = {}) {
  const bundle = (await (await h.request(`${B}/health-summary`, { token: p.token })).json()).data.bundle;
  const key = newShlKey();
  const jwe = await encryptShlFile(JSON.stringify(bundle), key);
  const res = await h.request(`${B}/health-links`, {
    method: 'POST', token: p.token,
    body: { label: 'For Dr. Sharma', expiresIn: opts.expiresIn ?? 'week', passcode: opts.passcode === undefined ? '4321' : opts.passcode, files: [{ contentType: 'application/fhir+json', jwe }] },
  });
  expect(res.status).toBe(201);
  const link = (await res.json()).data;
  const shlink = encodeShlink({ url: link.url, key, exp: link.exp, flag: link.flag, label: 'For Dr. Sharma', v: 1 });
  return { link, key, bundle, shlink };
}

/** A reader with no API key and no sign-in (this app's viewer or another SHL client). */
const reader = (url: string, body: unknown) => h.request(new URL(url).pathname, { method: 'POST', body, headers: { 'x-api-key': '' } });

describe('SMART Health Links', () => {
  it('stores only ciphertext; a reader with the link and passcode gets the summary; the owner sees the access', async () => {
    const p = await completePatient(h);
    await h.request(`${B}/health-profile/allergies`, { method: 'POST', token: p.token, body: { text: 'Dust mites' } });
    const { link, key, bundle, shlink } = await createLink(p);
    expect(link).toMatchObject({ flag: 'P', status: 'active', label: 'For Dr. Sharma' });
    const payload = decodeShlink(`http://app.test/shl#${shlink}`)!;
    expect(payload.key).toHaveLength(43);
    expect(payload.url).toMatch(/^http:\/\/app\.test\/api\/shl\/manifest\/[\w-]{43}$/);

    const [stored] = await h.deps.db.select().from(healthLinkFiles).innerJoin(healthLinks, eq(healthLinkFiles.linkId, healthLinks.id)).where(eq(healthLinks.id, link.id));
    expect(stored!.health_link_files.jwe).not.toContain('Dust');
    expect(stored!.health_links.passcodeHash).not.toContain('4321');
    await expect(decryptShlFile(stored!.health_link_files.jwe, newShlKey())).rejects.toThrow();
    expect(JSON.parse(await decryptShlFile(stored!.health_link_files.jwe, payload.key))).toEqual(bundle);

    const res = await reader(payload.url, { recipient: 'Dr. Sharma, Bir Hospital', passcode: '4321' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await res.json();
    expect(manifest.files).toEqual([{ contentType: 'application/fhir+json', location: expect.stringMatching(/^http:\/\/app\.test\/api\/shl\/file\/[\w-]{43}$/) }]);
    const file = await h.request(new URL(manifest.files[0].location).pathname, { headers: { 'x-api-key': '' } });
    expect(file.headers.get('content-type')).toBe('application/jose');
    const doc = JSON.parse(await decryptShlFile(await file.text(), key));
    expect(ipsViolations(doc)).toEqual([]);

    // Asked for embedding: the JWE comes in the manifest.
    const embedded = await (await reader(payload.url, { recipient: 'Another clinic', passcode: '4321', embeddedLengthMax: 1_000_000 })).json();
    expect(embedded.files[0].embedded).toBe(stored!.health_link_files.jwe);

    const list = (await (await h.request(`${B}/health-links`, { token: p.token })).json()).data.links;
    expect(list[0].accesses.map((a: { recipient: string }) => a.recipient)).toEqual(['Another clinic', 'Dr. Sharma, Bir Hospital']);
  });

  it('a wrong passcode answers 401 with the attempts left; 5 over the lifetime disable the link', async () => {
    const p = await completePatient(h);
    const { link } = await createLink(p);
    const first = await reader(link.url, { recipient: 'X', passcode: 'nope' });
    expect(first.status).toBe(401);
    expect((await first.json()).remainingAttempts).toBe(4);
    expect((await reader(link.url, { recipient: 'X' })).status).toBe(401);
    // The right passcode does not reset the count.
    expect((await reader(link.url, { recipient: 'X', passcode: '4321' })).status).toBe(200);
    const rest = await Promise.all([1, 2, 3].map(() => reader(link.url, { recipient: 'X', passcode: 'wrong' })));
    expect((await Promise.all(rest.map((r) => r.json()))).map((b) => b.remainingAttempts).sort()).toEqual([0, 1, 2]);
    expect((await reader(link.url, { recipient: 'X', passcode: '4321' })).status).toBe(404);
    const listed = (await (await h.request(`${B}/health-links`, { token: p.token })).json()).data.links[0];
    expect(listed).toMatchObject({ status: 'disabled', failedAttempts: 5 });
  });

  it('5 wrong passcodes sent in parallel disable the link: never more than 5 are counted, none gets through', async () => {
    const p = await completePatient(h);
    const { link } = await createLink(p);
    const answers = await Promise.all(Array.from({ length: 8 }, () => reader(link.url, { recipient: 'X', passcode: 'guess' })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 404, 404, 404]);
    const remaining = (await Promise.all(answers.filter((r) => r.status === 401).map((r) => r.json()))).map((b) => b.remainingAttempts).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
    expect((await reader(link.url, { recipient: 'X', passcode: '4321' })).status).toBe(404);
  });

  it('an expired or revoked link answers 404, and a location handed out before revocation stops working', async () => {
    const p = await completePatient(h);
    const day = await createLink(p, { expiresIn: 'day', passcode: null });
    expect(day.link.flag).toBe('');
    expect((await reader(day.link.url, { recipient: 'X' })).status).toBe(200);
    const created = Date.now();
    setClock(() => created + 86_400_000 + 1_000);
    expect((await reader(day.link.url, { recipient: 'X' })).status).toBe(404);
    setClock(null);

    const week = await createLink(p);
    const manifest = await (await reader(week.link.url, { recipient: 'X', passcode: '4321' })).json();
    const revoke = await h.request(`${B}/health-links/${week.link.id}/revoke`, { method: 'POST', token: p.token });
    expect(revoke.status).toBe(200);
    expect((await revoke.json()).data.status).toBe('revoked');
    expect((await reader(week.link.url, { recipient: 'X', passcode: '4321' })).status).toBe(404);
    expect((await h.request(new URL(manifest.files[0].location).pathname)).status).toBe(404);
  });

  it('a file location is short-lived', async () => {
    const p = await completePatient(h);
    const { link } = await createLink(p, { passcode: null, expiresIn: 'month' });
    const manifest = await (await reader(link.url, { recipient: 'X' })).json();
    const path = new URL(manifest.files[0].location).pathname;
    expect((await h.request(path)).status).toBe(200);
    const handedOut = Date.now();
    setClock(() => handedOut + 301_000);
    expect((await h.request(path)).status).toBe(404);
  });

  it('another patient cannot list, read or revoke the link', async () => {
    const owner = await completePatient(h);
    const { link } = await createLink(owner);
    const other = await completePatient(h);
    expect((await (await h.request(`${B}/health-links`, { token: other.token })).json()).data.links).toEqual([]);
    expect((await h.request(`${B}/health-links/${link.id}/revoke`, { method: 'POST', token: other.token })).status).toBe(404);
    // Reading needs the link (manifest id and key) and passcode, not an account: a made-up id is 404.
    expect((await reader(link.url.replace(/[\w-]{43}$/, 'A'.repeat(43)), { recipient: 'X', passcode: '4321' })).status).toBe(404);
    expect((await reader(link.url, { recipient: 'X', passcode: '4321' })).status).toBe(200);
    expect((await h.request(`${B}/health-links`, { token: '' })).status).toBe(401);
  });

  it('refuses bad input with a field error: plaintext files, a short passcode, an unknown expiry, no recipient', async () => {
    const p = await completePatient(h);
    const post = (body: unknown) => h.request(`${B}/health-links`, { method: 'POST', token: p.token, body });
    const jwe = await encryptShlFile('{}', newShlKey());
    const base = { label: 'x', expiresIn: 'week', passcode: '1234', files: [{ contentType: 'application/fhir+json', jwe }] };
    for (const [body, field] of [
      [{ ...base, files: [{ contentType: 'application/fhir+json', jwe: '{"resourceType":"Bundle"}' }] }, 'files.0.jwe'],
      [{ ...base, passcode: '12' }, 'passcode'],
      [{ ...base, expiresIn: 'year' }, 'expiresIn'],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const { link } = await createLink(p);
    const res = await reader(link.url, { passcode: '4321' });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList[0].field).toBe('recipient');
  });
});
