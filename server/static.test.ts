import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createHarness, type Harness } from './testing/harness';
import { createFixtures } from './db/fixtures';
import { doctors } from './db/schema';
import { precompressDir } from '../build/precompress';

// A built index.html in miniature: the inline script, and the doctor heading slot as the build fills it.
const INDEX = `<!doctype html>
<html lang="en">
  <head><script>document.documentElement.dataset.ok='1'</script><!--app-config--></head>
  <body><div class="sk-doc"><div class="sk-dtitle"><span class="sk-en">Dr. {name}</span><span class="sk-ne" lang="ne">डा. {name}</span></div></div></body>
</html>`;

const APP_JS = `export const doctors = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Doctor ${i}`))};\n`;

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'swasthya-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  await precompressDir(dist);
  h = await createHarness({ DIST_DIR: dist });
});
afterAll(async () => { await h.close(); });

describe('the app shell', () => {
  it("puts a doctor's name in the skeleton of their profile (escaped), and marks it to be shown", async () => {
    const f = await createFixtures(h.deps.db);
    await h.deps.db.update(doctors).set({ middleName: '<Bahadur> & $&' }).where(eq(doctors.id, f.doctorId));
    const res = await h.request(`/find/doctors/${f.doctorId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html data-sk="doctor" lang="en">');
    expect(html).toContain('<span class="sk-en">Dr. Ram &lt;Bahadur&gt; &amp; $&amp; Thapa</span>');
    expect(html).toContain('<span class="sk-ne" lang="ne">डा. Ram &lt;Bahadur&gt; &amp; $&amp; Thapa</span>');
    // The inline script is unchanged: the CSP's hash still allows it.
    const hash = createHash('sha256').update("document.documentElement.dataset.ok='1'").digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('leaves the skeleton as built for an unknown doctor and for other pages', async () => {
    for (const page of ['/find/doctors/00000000-0000-4000-8000-000000000000', '/find/doctors', '/find/doctors/not-an-id', '/']) {
      const html = await (await h.request(page)).text();
      expect(html, page).toContain('<html lang="en">');
      expect(html, page).toContain('Dr. {name}');
    }
  });
});

describe("the app's files", () => {
  it('are sent as compressed at build time (no compression per request), and as they are to a client without gzip', async () => {
    const gz = await h.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-type')).toMatch(/javascript/);
    expect(gz.headers.get('cache-control')).toContain('immutable');
    // The build's .gz itself (a length known up front), not a stream compressed for this request.
    const body = Buffer.from(await gz.arrayBuffer());
    expect(gz.headers.get('content-length')).toBe(String(body.length));
    expect(body.equals(await readFile(path.join(dist, 'assets', 'app-abc123.js.gz')))).toBe(true);
    expect(gunzipSync(body).toString()).toBe(APP_JS);

    // A browser on HTTPS accepts Brotli: the build's .br (quality 11), smaller than the .gz.
    const br = await h.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.equals(await readFile(path.join(dist, 'assets', 'app-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(brBody).toString()).toBe(APP_JS);
    expect(brBody.length).toBeLessThan(body.length);

    const plain = await h.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
  });
});
