// Authenticated binary downloads (PDFs): fetch with the usual headers → blob → a saved file. A
// patient's documents are kept on the device as they are downloaded (src/lib/offline/kept-documents.ts):
// with no connection the last kept copy is saved instead, and without one the patient is told that
// it needs a connection.
import { getIdToken } from '../auth/auth';
import { getConfig } from '../settings/config';
import { patientTimeZone } from '../i18n/format';
import { currentLocale } from '../i18n/i18n';
import { keepDocument, keptDocument } from '../offline/kept-documents';

/** A download that failed: `network` when no answer came (no connection), `http` with the server's status. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly kind: 'network' | 'http',
    readonly status = 0,
  ) {
    super(kind === 'network' ? 'No connection' : `HTTP ${status}`);
  }
}

/** Whether the download failed for want of a connection (and no copy was kept). */
export function needsConnection(err: unknown): boolean {
  return err instanceof DownloadError && err.kind === 'network';
}

export async function fetchFile(path: string): Promise<Response> {
  let res: Response;
  try {
    const headers = new Headers({ 'Accept-Language': currentLocale(), 'x-timezone': patientTimeZone(), 'x-api-key': getConfig().apiKey });
    // Offline, an expired token cannot be refreshed: that too is the connection's failure.
    const token = await getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    res = await fetch(path, { headers, credentials: 'include' });
  } catch {
    throw new DownloadError('network');
  }
  if (!res.ok) throw new DownloadError('http', res.status);
  return res;
}

/** The file name from Content-Disposition, else `fallback`. */
export function fileNameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(cd);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A document saved for the patient: fresh from the server, or the copy kept on `keptAt` when there was no connection. */
export type SavedDocument = { headers: Headers; keptAt: number | null };

/**
 * Downloads the patient's document `name` (e.g. 'prescriptions', 'invoice:<id>'), keeps it on the
 * device with the headers named in `keepHeaders`, and saves it. With no connection (or the server
 * failing) the copy kept last is saved instead; without one, a DownloadError is thrown
 * (`needsConnection` tells it apart).
 */
export async function downloadDocument(
  uid: string,
  name: string,
  path: string,
  fallbackName: string,
  keepHeaders: readonly string[] = [],
): Promise<SavedDocument> {
  let blob: Blob;
  let res: Response;
  try {
    res = await fetchFile(path);
    try {
      blob = await res.blob();
    } catch {
      throw new DownloadError('network');
    }
  } catch (err) {
    const serverDown = err instanceof DownloadError && err.kind === 'http' && err.status >= 500;
    if (!needsConnection(err) && !serverDown) throw err;
    const kept = await keptDocument(uid, name).catch(() => undefined);
    if (!kept) throw err;
    saveBlob(kept.blob, kept.fileName);
    return { headers: kept.headers, keptAt: kept.keptAt };
  }
  const fileName = fileNameOf(res, fallbackName);
  const headers: [string, string][] = keepHeaders.flatMap((h) => {
    const value = res.headers.get(h);
    return value === null ? [] : [[h, value] as [string, string]];
  });
  // Kept before it is saved: a patient who goes offline right after has it.
  await keepDocument(uid, name, { blob, fileName, headers }).catch(() => undefined);
  saveBlob(blob, fileName);
  return { headers: res.headers, keptAt: null };
}
