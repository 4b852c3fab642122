// SMART Health Links (issue 32; https://docs.smarthealthit.org/smart-health-links/spec). The patient's
// browser encrypts the summary with a key that stays in the link and sends the compact JWE; the server
// keeps the ciphertext, a scrypt hash of the passcode, the expiry and who opened the link. It cannot read
// the files. The manifest counts wrong passcodes over the link's lifetime under a row lock (parallel
// guesses are counted one by one); at the limit the link is disabled.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { HEALTH_MESSAGES as H } from '../../../contracts/health-messages';
import {
  HEALTH_LINK_EXPIRIES, HEALTH_LINK_FILE_SECONDS, HEALTH_LINK_MAX_ATTEMPTS, type HealthLink, type HealthLinkCreate, type Manifest,
} from '../../../contracts/health-links';
import { pathOf } from '../../../contracts/endpoints/endpoint';
import { shlFile, shlManifest } from '../../../contracts/endpoints/health-summary';
import {
  findFileByTicket, findHealthLinks, findLinkFiles, insertAccess, insertFileTicket, insertHealthLink, lockLinkByManifestId,
  recordFailedAttempt, revokeHealthLink, type HealthLinkRow,
} from './links.repository';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scrypt(passcode, salt, 32)).toString('hex')}`;
}

async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  const got = await scrypt(passcode, Buffer.from(salt!, 'hex'), 32);
  return timingSafeEqual(got, Buffer.from(hash!, 'hex'));
}

function statusOf(link: HealthLinkRow, at: Date): HealthLink['status'] {
  if (link.revokedAt) return 'revoked';
  if (link.failedAttempts >= HEALTH_LINK_MAX_ATTEMPTS) return 'disabled';
  if (link.expiresAt <= at) return 'expired';
  return 'active';
}

const toLink = (base: string, link: HealthLinkRow, accesses: { recipient: string; accessedAt: Date }[], at: Date): HealthLink => ({
  id: link.id, label: link.label, url: `${base}${pathOf(shlManifest, { manifestId: link.manifestId })}`,
  exp: Math.floor(link.expiresAt.getTime() / 1000), flag: link.passcodeHash ? 'P' : '', status: statusOf(link, at),
  failedAttempts: link.failedAttempts, createdAt: link.createdAt.toISOString(),
  accesses: accesses.map((a) => ({ recipient: a.recipient, accessedAt: a.accessedAt.toISOString() })),
});

/** `base`: the server's public origin (the manifest URL goes into the link). */
export async function createHealthLink(deps: AppDeps, patientId: string, base: string, input: HealthLinkCreate): Promise<HealthLink> {
  const at = now();
  const passcodeHash = input.passcode === null ? null : await hashPasscode(input.passcode);
  const row = await deps.db.transaction((tx) => insertHealthLink(tx, {
    patientId, label: input.label, passcodeHash,
    // 256 bits: the manifest URL cannot be guessed.
    manifestId: randomBytes(32).toString('base64url'),
    expiresAt: new Date(at.getTime() + HEALTH_LINK_EXPIRIES[input.expiresIn] * 1000),
  }, input.files));
  return toLink(base, row, [], at);
}

export async function listHealthLinks(deps: AppDeps, patientId: string, base: string): Promise<HealthLink[]> {
  const at = now();
  return (await findHealthLinks(deps.db, patientId)).map(({ link, accesses }) => toLink(base, link, accesses, at));
}

/** At once: the manifest answers 404 from now on and the locations already handed out stop working. */
export async function revokeLink(deps: AppDeps, patientId: string, id: string, base: string): Promise<HealthLink> {
  const at = now();
  const row = await revokeHealthLink(deps.db, patientId, id, at);
  if (!row) throw new HttpError(404, H.linkNotFound);
  return toLink(base, row, [], at);
}

export type ManifestAnswer = { ok: true; manifest: Manifest } | { ok: false; remainingAttempts: number };

/**
 * The manifest (SHL spec): 404 unless the link is active; with a passcode, a wrong or missing one
 * counts a failure and answers with the attempts left (0: the link is now disabled). Each answer is
 * logged with the recipient's stated name. Files are handed out as locations valid a few minutes,
 * or embedded when the reader asked for it (`embeddedLengthMax`).
 */
export async function answerManifest(
  deps: AppDeps, manifestId: string, base: string, req: { recipient: string; passcode?: string | undefined; embeddedLengthMax?: number | undefined },
): Promise<ManifestAnswer> {
  const at = now();
  return deps.db.transaction(async (tx): Promise<ManifestAnswer> => {
    const link = await lockLinkByManifestId(tx, manifestId);
    if (!link || statusOf(link, at) !== 'active') throw new HttpError(404, H.linkNotFound);
    if (link.passcodeHash && !(req.passcode !== undefined && (await passcodeMatches(req.passcode, link.passcodeHash)))) {
      const failed = await recordFailedAttempt(tx, link.id);
      // Committed with the transaction: the failure counts even though the answer is an error.
      return { ok: false, remainingAttempts: Math.max(0, HEALTH_LINK_MAX_ATTEMPTS - failed) };
    }
    await insertAccess(tx, link.id, req.recipient, at);
    const files: Manifest['files'] = [];
    for (const f of await findLinkFiles(tx, link.id)) {
      if (req.embeddedLengthMax !== undefined && f.jwe.length <= req.embeddedLengthMax) {
        files.push({ contentType: f.contentType, embedded: f.jwe });
        continue;
      }
      const token = randomBytes(32).toString('base64url');
      await insertFileTicket(tx, token, f.id, new Date(at.getTime() + HEALTH_LINK_FILE_SECONDS * 1000), at);
      files.push({ contentType: f.contentType, location: `${base}${pathOf(shlFile, { token })}` });
    }
    return { ok: true, manifest: { files } };
  });
}

/** A file by its short-lived location: the JWE, while the location and the link are valid. */
export async function linkFile(deps: AppDeps, token: string): Promise<string> {
  const at = now();
  const row = await findFileByTicket(deps.db, token, at);
  if (!row || statusOf(row.link, at) !== 'active') throw new HttpError(404, H.linkNotFound);
  return row.file.jwe;
}
