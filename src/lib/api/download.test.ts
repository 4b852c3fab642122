// A patient's documents open with no signal (issue 15): each PDF downloaded is kept on the device
// (Cache Storage, per user, wiped at sign-out with the API caches); with no connection the copy kept
// last is saved instead, with its date; with none, the failure says it needs a connection.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE_PREFIX } from '../offline/offline';

const auth = vi.hoisted(() => ({ user: { uid: 'u1' } as { uid: string } | null }));
vi.mock('../auth/auth', () => ({
  getIdToken: async () => (auth.user ? 'token' : null),
  onUser: (listener: (user: { uid: string } | null) => void) => {
    listener(auth.user);
    return () => {};
  },
}));
vi.mock('../settings/config', () => ({ getConfig: () => ({ apiKey: 'key' }) }));
vi.mock('../i18n/format', () => ({ patientTimeZone: () => 'Asia/Kathmandu' }));
vi.mock('../i18n/i18n', () => ({ currentLocale: () => 'en' }));

const { downloadDocument, needsConnection, DownloadError } = await import('./download');
const { MAX_KEPT_DOCUMENTS, documentsCacheName, keepDocument, keptDocument } = await import('../offline/kept-documents');

/** Cache Storage as the browser has it (the parts used). */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(request: Request, response: Response) {
    this.entries.set(request.url, response);
  }
  async match(request: Request) {
    return this.entries.get(request.url)?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}
const storage = new Map<string, FakeCache>();
const fakeCaches = {
  open: async (name: string) => storage.get(name) ?? storage.set(name, new FakeCache()).get(name)!,
  has: async (name: string) => storage.has(name),
  delete: async (name: string) => storage.delete(name),
  keys: async () => [...storage.keys()],
};

/** What the page saved as files (the <a download> clicked). */
const savedFiles: { name: string; blob: Blob }[] = [];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  auth.user = { uid: 'u1' };
  storage.clear();
  savedFiles.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal('location', { origin: 'http://app.test' });
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.stubGlobal('document', {
    createElement: () => {
      const a = { href: '', download: '', click: () => savedFiles.push({ name: a.download, blob: blobs.get(a.href)! }), remove: () => {} };
      return a;
    },
    body: { appendChild: () => {} },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PDF = '%PDF-1.7 prescriptions of Maya';
const pdfAnswer = (body = PDF) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="prescriptions-2026-11-26.pdf"', 'X-Prescription-Codes': 'c1 c2' },
  });
const exportNow = (uid = 'u1') => downloadDocument(uid, 'prescriptions', '/api/v1/patient/prescriptions/export', 'prescriptions.pdf', ['X-Prescription-Codes']);
const offline = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

describe('downloadDocument', () => {
  it('online: saves the server\'s PDF and keeps it, per user, in a cache the sign-out wipe deletes', async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    const saved = await exportNow();
    expect(saved.keptAt).toBeNull();
    expect(saved.headers.get('X-Prescription-Codes')).toBe('c1 c2');
    expect(savedFiles.map((f) => f.name)).toEqual(['prescriptions-2026-11-26.pdf']);
    expect(await savedFiles[0]!.blob.text()).toBe(PDF);
    const [name] = [...storage.keys()];
    expect(name?.startsWith(API_CACHE_PREFIX)).toBe(true);
    expect(name).not.toContain('u1');
    expect(name).toBe(await documentsCacheName('u1'));
    expect(fetchMock.mock.calls[0]![1]!.headers).toBeInstanceOf(Headers);
    expect((fetchMock.mock.calls[0]![1]!.headers as Headers).get('Authorization')).toBe('Bearer token');
  });

  it('with no connection, saves the copy kept last and says when it was kept', async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    const before = Date.now();
    await exportNow();
    offline();
    const saved = await exportNow();
    expect(saved.keptAt).toBeGreaterThanOrEqual(before);
    expect(saved.keptAt).toBeLessThanOrEqual(Date.now());
    expect(saved.headers.get('X-Prescription-Codes')).toBe('c1 c2');
    expect(savedFiles.map((f) => f.name)).toEqual(['prescriptions-2026-11-26.pdf', 'prescriptions-2026-11-26.pdf']);
    expect(await savedFiles[1]!.blob.text()).toBe(PDF);
  });

  it('with no connection and no copy, fails as needing a connection', async () => {
    offline();
    const err = await exportNow().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect(needsConnection(err)).toBe(true);
    expect(savedFiles).toEqual([]);
  });

  it('a refusal is not a connection problem, and no kept copy stands in for it; a server failing is, when there is a copy', async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    await exportNow();
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    const refused = await exportNow().catch((e: unknown) => e);
    expect(needsConnection(refused)).toBe(false);
    expect((refused as InstanceType<typeof DownloadError>).status).toBe(404);
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    expect((await exportNow()).keptAt).not.toBeNull();
    expect(savedFiles).toHaveLength(2);
  });

  it("keeps each patient's copy for them only", async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    await exportNow('u1');
    auth.user = { uid: 'u2' };
    offline();
    expect(needsConnection(await exportNow('u2').catch((e: unknown) => e))).toBe(true);
  });

  it('a copy finished after its patient signed out is deleted again (the sign-out wipe may have run before)', async () => {
    auth.user = null;
    await keepDocument('u1', 'prescriptions', { blob: new Blob([PDF]), fileName: 'p.pdf' });
    expect(await fakeCaches.has(await documentsCacheName('u1'))).toBe(false);
    expect(await keptDocument('u1', 'prescriptions')).toBeUndefined();
  });

  it(`keeps the ${MAX_KEPT_DOCUMENTS} most recently kept documents`, async () => {
    for (let i = 0; i <= MAX_KEPT_DOCUMENTS; i++) await keepDocument('u1', `invoice:${i}`, { blob: new Blob([`pdf ${i}`]), fileName: `${i}.pdf` }, 1_000 + i);
    expect(await keptDocument('u1', 'invoice:0')).toBeUndefined();
    expect(await (await keptDocument('u1', 'invoice:1'))?.blob.text()).toBe('pdf 1');
    expect((await keptDocument('u1', `invoice:${MAX_KEPT_DOCUMENTS}`))?.keptAt).toBe(1_000 + MAX_KEPT_DOCUMENTS);
  });
});
