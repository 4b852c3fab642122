import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { fileStorage } from '../../storage/files';
import path from 'node:path';
import { createHarness, TEST_API_KEY, type Harness } from '../../testing/harness';
import { createApp } from '../../app';
import { patients } from '../../db/schema';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import { PROFILE_PICTURE_MAX_BYTES, profilePictureProblem } from '../../../contracts/settings';
import { sniffImage } from '../../lib/upload';

let h: Harness;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  h = await createHarness();
  app = createApp(h.deps);
});
afterAll(async () => { await h.close(); });

const UPLOAD = '/api/v1/patient/user/upload-profile-picture';
const PICTURE = '/api/v1/patient/user/profile-picture';
const REMOVE = '/api/v1/patient/user/remove-profile-picture';

// A real 1×1 PNG and the start of a JPEG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array.from({ length: 200 }, () => 7), 0xff, 0xd9]);
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, ...Array.from({ length: 300 }, () => 0)]);

function upload(token: string | undefined, bytes: Uint8Array, name: string, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return app.request(UPLOAD, {
    method: 'POST', body: form,
    headers: { 'x-api-key': TEST_API_KEY, accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}
const storedPath = async (patientId: string) =>
  (await h.deps.db.select({ p: patients.profilePicturePath }).from(patients).where(eq(patients.id, patientId)))[0]!.p;

describe('profile picture', () => {
  it('stores a PNG outside the web root and serves it only to its owner', async () => {
    const owner = await h.createPatient();
    const other = await h.createPatient();
    const res = await upload(owner.token, PNG, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(M.profileUpdated);
    expect(body.data.profilePictureUrl).toBe(PICTURE);

    const key = (await storedPath(owner.patientId))!;
    expect(key).toMatch(new RegExp(`^profile-pictures/${owner.patientId}/[\\w-]{20,}\\.png$`));
    // In the deployment's storage (PostgreSQL by default), never a file under the web root.
    expect((await fileStorage(h.deps).get(key))?.bytes).toEqual(PNG);
    expect(existsSync(path.join(h.deps.env.distDir, key))).toBe(false);

    const got = await h.request(PICTURE, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    const etag = got.headers.get('etag')!;
    expect((await h.request(PICTURE, { token: owner.token, headers: { 'if-none-match': etag } })).status).toBe(304);

    // Another patient gets their own (none), never the owner's; no token, no picture.
    const theirs = await h.request(PICTURE, { token: other.token });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).message).toBe(A.noPicture);
    expect((await h.request(PICTURE)).status).toBe(401);
    expect((await h.request('/api/v1/patient/user/get-patient-detail', { token: other.token }).then((r) => r.json())).data.profilePictureUrl).toBeNull();
  });

  it('replaces the old file on a new upload (a JPEG) and removes it on removal', async () => {
    const p = await h.createPatient();
    expect((await upload(p.token, PNG, 'a.PNG', 'image/png')).status).toBe(200);
    const first = (await storedPath(p.patientId))!;
    const second = await upload(p.token, JPEG, 'b.jpeg', 'image/jpeg');
    expect(second.status).toBe(200);
    const key = (await storedPath(p.patientId))!;
    expect(key.endsWith('.jpg')).toBe(true);
    expect(await fileStorage(h.deps).get(first)).toBeUndefined();
    expect((await h.request(PICTURE, { token: p.token })).headers.get('content-type')).toBe('image/jpeg');

    const removed = await h.request(REMOVE, { method: 'DELETE', token: p.token });
    expect(removed.status).toBe(200);
    const body = await removed.json();
    expect(body).toMatchObject({ message: A.pictureRemoved, data: { profilePictureUrl: null } });
    expect(await fileStorage(h.deps).get(key)).toBeUndefined();
    expect((await h.request(PICTURE, { token: p.token })).status).toBe(404);
    // Removing again is fine (a queued removal may arrive twice).
    expect((await h.request(REMOVE, { method: 'DELETE', token: p.token })).status).toBe(200);
  });

  it('refuses more than 3 MB with the spec message, with or without Content-Length', async () => {
    const p = await h.createPatient();
    const big = new Uint8Array(4 * 1024 * 1024);
    big.set(PNG.subarray(0, 33));
    const res = await upload(p.token, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.message).toBe('Image size should be less than 3MB.');
    expect(body.errorList).toEqual([{ field: 'file', message: 'Image size should be less than 3MB.' }]);

    // A lying small Content-Length does not help; a large one is refused before reading.
    const declared = await app.request(UPLOAD, {
      method: 'POST', body: 'x', headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${p.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);

    // Just over the limit as a file (the multipart overhead allowance does not let it through).
    const over = new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1);
    over.set(PNG.subarray(0, 33));
    expect((await upload(p.token, over, 'over.png', 'image/png')).status).toBe(413);
    expect(await storedPath(p.patientId)).toBeNull();

    // Exactly 3 MB is allowed (the API's 1 MB JSON limit does not apply to this route).
    const max = new Uint8Array(PROFILE_PICTURE_MAX_BYTES);
    max.set(PNG.subarray(0, 33));
    expect((await upload(p.token, max, 'max.png', 'image/png')).status).toBe(200);
  });

  it('refuses a .gif, an .exe renamed .png, and a PNG with a wrong name or type, with the spec message', async () => {
    const p = await h.createPatient();
    const cases: [Uint8Array, string, string][] = [
      [GIF, 'cat.gif', 'image/gif'],
      [EXE, 'setup.png', 'image/png'],
      [GIF, 'cat.png', 'image/png'],
      [PNG, 'me.gif', 'image/gif'],
      [PNG, 'me.svg', 'image/png'],
      [PNG, 'me.png', 'text/html'],
      [PNG, 'png', 'image/png'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(p.token, bytes, name, type);
      expect(res.status, name).toBe(415);
      const body = await res.json();
      expect(body.message).toBe('Invalid file type. Please upload jpg, jpeg, or png image files.');
      expect(body.errorList[0].field).toBe('file');
    }
    expect(await storedPath(p.patientId)).toBeNull();
  });

  it('asks for a file when the body has none and needs a signed-in patient', async () => {
    const p = await h.createPatient();
    const res = await app.request(UPLOAD, { method: 'POST', body: new FormData(), headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${p.token}` } });
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ field: 'file', message: A.pictureMissing }]);
    const json = await h.request(UPLOAD, { method: 'POST', token: p.token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect((await upload(undefined, PNG, 'me.png', 'image/png')).status).toBe(401);
  });

  it('checks by content and by name on the client side too', () => {
    expect(sniffImage(PNG)?.mime).toBe('image/png');
    expect(sniffImage(JPEG)?.mime).toBe('image/jpeg');
    expect(sniffImage(GIF)).toBeUndefined();
    expect(sniffImage(EXE)).toBeUndefined();
    expect(profilePictureProblem({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(A.pictureInvalidType);
    expect(profilePictureProblem({ name: 'a.jpg', size: 4 * 1024 * 1024, type: 'image/jpeg' })).toBe(A.pictureTooLarge);
    expect(profilePictureProblem({ name: 'a.JPEG', size: 1000, type: '' })).toBeNull();
  });
});
