// Multipart uploads: the body is read with a byte limit while it streams (never buffered without
// bound), then parsed; the content type of a file is told by its first bytes, not by its name.
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { HttpError } from './http-error';
import { unstorableText } from './validate';
import { M } from '../../contracts/messages';
import { profilePictureUpload } from '../../contracts/endpoints/account';
import { labReportUpload } from '../../contracts/endpoints/lab-tests';
import { medicineOrderCreate } from '../../contracts/endpoints/medicine-order';
import { complaintSubmit, fraudReportSubmit, refundRequest } from '../../contracts/endpoints/payments';
import { clinicLabReport } from '../../contracts/endpoints/clinic-records';
import { honoPath } from './endpoint';

/**
 * Upload routes with their own (larger) limit: the API's 1 MB JSON body limit in app.ts skips
 * these paths, so each of them MUST read its body with readBodyLimited().
 */
export const OWN_BODY_LIMIT_PATHS: string[] = ([
  profilePictureUpload,
  // Lab reports and the supporting documents of refunds, complaints and fraud reports (server/lib/documents.ts).
  labReportUpload,
  refundRequest,
  complaintSubmit,
  fraudReportSubmit,
  // A reservation's photo of a paper prescription (Medicine Order).
  medicineOrderCreate,
  // A lab report the clinic's lab attaches (issue 30): the patient's upload rules.
  clinicLabReport,
] as const).map((endpoint) => honoPath(endpoint));

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads the request body, refusing (HttpError from `tooLarge`) as soon as it passes `maxBytes`:
 * at once when Content-Length says so, else while counting the streamed bytes.
 */
export async function readBodyLimited(c: Context<AppEnv>, maxBytes: number, tooLarge: () => HttpError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Parses an already size-limited multipart/form-data body; undefined if it is not one. */
export async function parseMultipart(contentType: string | undefined, body: Uint8Array<ArrayBuffer>): Promise<FormData | undefined> {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
  // Text fields PostgreSQL could not store are refused here, as validate() does for JSON.
  const fields = Object.fromEntries([...form.entries()].filter(([, val]) => typeof val === 'string'));
  const unstorable = unstorableText(fields);
  if (unstorable.length > 0) throw new HttpError(400, M.validationFailed, unstorable);
  return form;
}

export type SniffedImage = { mime: 'image/jpeg' | 'image/png'; ext: 'jpg' | 'png' };

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A + IHDR) by magic bytes; anything else is undefined. */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 4 && starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 24 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && starts([0x49, 0x48, 0x44, 0x52], 12)) {
    return { mime: 'image/png', ext: 'png' };
  }
  return undefined;
}
