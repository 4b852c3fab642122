import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { contentDisposition } from '../../lib/documents';
import { M } from '../../../contracts/messages';
import { ActivePrescriptionsResponseSchema, PrescriptionPublicKeyResponseSchema } from '../../../contracts/prescriptions';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { prescriptionPublicKey, prescriptionsExport, prescriptionsActive } from '../../../contracts/endpoints/prescriptions';
import { todayIn } from '../../lib/zoned-time';
import { appUrlOf } from '../patients/routes';
import { activePrescriptions, exportPrescriptions, publicKeyOf } from './service';

const ExportQuery = v.object({ familyMemberId: v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))) });

/** Mounted at /api/v1/patient: prescriptions. */
export function prescriptionRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(prescriptionsActive, {
    tag: 'Records',
    auth: 'patient',
    summary: "Active prescriptions of the patient and their family (not stopped before today in the caller's time zone): doctor, NMC number, medication, strength, form, doses, quantity, start, stop",
    response: ActivePrescriptionsResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { prescriptions: await activePrescriptions(c.get('deps').db, c.get('caller').patientId, todayIn(c.get('timeZone'))) } });
  });

  route(prescriptionsExport, {
    tag: 'Records',
    auth: 'patient',
    summary: "The active prescriptions of the patient (or ?familyMemberId=) as a PDF for a pharmacist, with QR codes holding a signed summary (Ed25519, 3 medications per code; the codes' text, space-separated, is also the PDF's SwasthyaPrescriptionCodes entry and the X-Prescription-Codes header). 404 when there is nothing active",
    query: ExportQuery,
  }, async (c) => {
    const { pdf, codes, fileName } = await exportPrescriptions(c.get('deps'), c.get('caller').patientId, {
      familyMemberId: c.req.valid('query').familyMemberId, timeZone: c.get('timeZone'), appUrl: appUrlOf(c), locale: c.get('locale'),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('attachment', fileName),
      'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'X-Prescription-Codes': codes.join(' '),
    });
  });

  route(prescriptionPublicKey, {
    tag: 'Records',
    summary: 'The Ed25519 public key (raw, base64url) that verifies the QR code on exported prescriptions; also at /.well-known/prescription-signing-key.json',
    response: PrescriptionPublicKeyResponseSchema,
  }, async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ data: await publicKeyOf(c.get('deps')) });
  });

  return app;
}

/** Mounted at the root: the public key as a static-looking JSON file (no API key), cacheable. */
export function prescriptionKeyFileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/.well-known/prescription-signing-key.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(await publicKeyOf(c.get('deps')));
  });
  return app;
}
