// Document uploads (lab reports, supporting documents of refunds/complaints): PDF, JPG or PNG told
// by the first bytes, each file smaller than a limit, the body read with a byte limit before anything
// else touches it (these paths skip the API's 1 MB JSON limit: OWN_BODY_LIMIT_PATHS).
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { HttpError } from './http-error';
import { MULTIPART_OVERHEAD_BYTES, parseMultipart, readBodyLimited, sniffImage } from './upload';
import { unstorableText } from './validate';
import { jsonShapeProblem, tooDeep } from './json-shape';
import { issuesToErrorList } from '../../contracts/common';
import { M } from '../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../contracts/records-messages';

export type SniffedDocument = { mime: 'application/pdf' | 'image/jpeg' | 'image/png'; ext: 'pdf' | 'jpg' | 'png' };

/** PDF (%PDF-), JPEG or PNG by magic bytes; anything else (an .exe renamed .png…) is undefined. */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | undefined {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (bytes.length >= 8 && pdf.every((b, i) => bytes[i] === b)) return { mime: 'application/pdf', ext: 'pdf' };
  return sniffImage(bytes);
}

/**
 * Reads the whole body (at most `maxBytes`, else `tooLarge`) and puts it back as the request body, so
 * that later middleware (idempotency hashes the body) and the handler read the buffered copy.
 */
export const bufferedBody = (maxBytes: number, tooLarge: () => HttpError) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const bytes = await readBodyLimited(c, maxBytes, tooLarge);
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes.byteLength > 0 ? bytes : undefined });
    await next();
  });

export type UploadedDocument = { fileName: string; bytes: Uint8Array; mime: SniffedDocument['mime']; ext: SniffedDocument['ext'] };

/** Body limit for a form with up to `maxFiles` files of less than `maxFileBytes` each. */
export const formBodyLimit = (maxFiles: number, maxFileBytes: number) => maxFiles * maxFileBytes + MULTIPART_OVERHEAD_BYTES;

function cleanFileName(name: string, ext: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"<>:|?*'.includes(ch))
    .join('').trim().slice(0, 120);
  // The name keeps the patient's words but takes the extension of what the file is: a PDF sent as
  // "report.html" is saved and served as "report.pdf", never handed back under a type it is not.
  const stem = base.replace(/\.[^.]{1,8}$/, '').trim();
  return `${stem || 'document'}.${ext}`;
}

/**
 * A JSON body, or a multipart form whose text fields are validated with `schema` and whose files
 * (field `fileField`, repeated) are checked: at most `maxFiles`, each non-empty, smaller than
 * `maxFileBytes`, and a PDF, JPG or PNG by content.
 */
export async function readDocumentForm<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  o: {
    fileField: string; maxFiles: number; maxFileBytes: number; requireFile?: boolean;
    /** Only these kinds (by content), else 415 with `typeMessage` (a photo: JPG or PNG only). */
    accept?: readonly SniffedDocument['mime'][]; typeMessage?: string;
  },
): Promise<{ fields: v.InferOutput<S>; files: UploadedDocument[] }> {
  const contentType = c.req.header('content-type');
  const body = new Uint8Array(await c.req.raw.arrayBuffer());
  let input: Record<string, unknown> = {};
  let parts: File[] = [];
  if (/^application\/json/i.test(contentType ?? '')) {
    const text = new TextDecoder().decode(body);
    const tooDeepAt = jsonShapeProblem(text);
    if (tooDeepAt !== undefined) throw tooDeep(tooDeepAt);
    try {
      input = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, M.invalidValue);
    }
  } else {
    const form = await parseMultipart(contentType, body);
    if (!form) throw new HttpError(400, M.invalidValue);
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') {
        if (key !== o.fileField) input[key] = value;
      } else if (key === o.fileField) {
        parts.push(value);
      }
    }
  }
  // As validate() does for every JSON body: no array for an object, no text PostgreSQL cannot store.
  if (Array.isArray(input) || typeof input !== 'object' || input === null) throw new HttpError(400, M.invalidValue);
  const unstorable = unstorableText(input);
  if (unstorable.length > 0) throw new HttpError(400, M.validationFailed, unstorable);
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new HttpError(400, M.validationFailed, issuesToErrorList(parsed.issues));

  const field = o.fileField;
  parts = parts.filter((f) => f.size > 0 || f.name);
  if (o.requireFile && parts.length === 0) throw new HttpError(400, R.fileMissing, [{ field, message: R.fileMissing }]);
  if (parts.length > o.maxFiles) throw new HttpError(400, R.tooManyFiles, [{ field, message: R.tooManyFiles }]);
  const files: UploadedDocument[] = [];
  for (const part of parts) {
    if (part.size === 0) throw new HttpError(400, R.fileEmpty, [{ field, message: R.fileEmpty }]);
    if (part.size >= o.maxFileBytes) throw new HttpError(413, R.fileTooLarge, [{ field, message: R.fileTooLarge }]);
    const bytes = new Uint8Array(await part.arrayBuffer());
    const kind = sniffDocument(bytes);
    if (!kind || (o.accept && !o.accept.includes(kind.mime))) {
      const message = o.typeMessage ?? R.fileTypeInvalid;
      throw new HttpError(415, message, [{ field, message }]);
    }
    files.push({ fileName: cleanFileName(part.name, kind.ext), bytes, ...kind });
  }
  return { fields: parsed.output, files };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
