// Profile picture: jpg/jpeg/png at most 3 MB, checked by name, declared type AND content;
// stored under a random key outside the web root; served only to its owner.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { HttpError } from '../../lib/http-error';
import { MULTIPART_OVERHEAD_BYTES, parseMultipart, readBodyLimited, sniffImage } from '../../lib/upload';
import { fileStorage, newStorageKey, type StoredFile } from '../../storage/files';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { M } from '../../../contracts/messages';
import type { PatientProfile } from '../../../contracts/patient';
import {
  PROFILE_PICTURE_EXTENSIONS, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES,
} from '../../../contracts/settings';
import { updatePatient } from '../patients/repository';
import { toProfile } from '../patients/service';
import { findPicturePath, lockPicturePath } from './repository';

const FOLDER = 'profile-pictures';
/** Declared types accepted besides the two image types: "not declared". */
const UNDECLARED_TYPES = ['', 'application/octet-stream'];
const ACCEPTED_DECLARED_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'];

const tooLarge = () => new HttpError(413, A.pictureTooLarge, [{ field: PROFILE_PICTURE_FIELD, message: A.pictureTooLarge }]);
const invalidType = () => new HttpError(415, A.pictureInvalidType, [{ field: PROFILE_PICTURE_FIELD, message: A.pictureInvalidType }]);
const missing = () => new HttpError(400, A.pictureMissing, [{ field: PROFILE_PICTURE_FIELD, message: A.pictureMissing }]);

/** The file of the multipart body, checked: size, extension, declared type, magic bytes. */
export async function readPictureUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; ext: 'jpg' | 'png' }> {
  const body = await readBodyLimited(c, PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  const form = await parseMultipart(c.req.header('content-type'), body);
  const file = form?.get(PROFILE_PICTURE_FIELD);
  if (!file || typeof file === 'string') throw missing();
  if (file.size > PROFILE_PICTURE_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw missing();
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(ext)) throw invalidType();
  const declared = file.type.toLowerCase().split(';')[0]!.trim();
  if (!UNDECLARED_TYPES.includes(declared) && !ACCEPTED_DECLARED_TYPES.includes(declared)) throw invalidType();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw invalidType();
  return { bytes, ext: sniffed.ext };
}

/** Stores the new picture, points the profile at it, then removes the old file. */
export async function replacePicture(deps: AppDeps, patientId: string, upload: { bytes: Uint8Array; ext: 'jpg' | 'png' }): Promise<PatientProfile> {
  const storage = fileStorage(deps);
  const key = newStorageKey(FOLDER, patientId, upload.ext);
  await storage.put(key, upload.bytes);
  let old: string | null = null;
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      old = (await lockPicturePath(tx, patientId)) ?? null;
      return updatePatient(tx, patientId, { profilePicturePath: key });
    });
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  if (!row) {
    await storage.remove(key).catch(() => undefined);
    throw new HttpError(404, M.profileNotFound);
  }
  if (old && old !== key) await storage.remove(old).catch((err: Error) => deps.log.warn('old picture not removed', { error: err.message }));
  return toProfile(row);
}

export async function removePicture(deps: AppDeps, patientId: string): Promise<PatientProfile> {
  const path = await findPicturePath(deps.db, patientId);
  const row = await updatePatient(deps.db, patientId, { profilePicturePath: null });
  if (!row) throw new HttpError(404, M.profileNotFound);
  if (path) await fileStorage(deps).remove(path).catch((err: Error) => deps.log.warn('picture not removed', { error: err.message }));
  return toProfile(row);
}

/** The owner's picture with its storage key (for the ETag), or 404. */
export async function readPicture(deps: AppDeps, patientId: string): Promise<StoredFile & { key: string }> {
  const path = await findPicturePath(deps.db, patientId);
  const file = path ? await fileStorage(deps).get(path) : undefined;
  if (!path || !file) throw new HttpError(404, A.noPicture);
  return { ...file, key: path };
}
