import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import { translateMessage } from '../../lib/i18n';
import { bufferedBody, formBodyLimit, readDocumentForm } from '../../lib/documents';
import { UuidSchema } from '../../../contracts/common';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { MEDICINE_ORDER_MESSAGES as MO } from '../../../contracts/medicine-order-messages';
import {
  AcceptMedicineOrderSchema, MEDICINE_ORDER_PHOTO_FIELD, MEDICINE_ORDER_PHOTO_MAX_BYTES, MedicineOrderActionResponseSchema,
  MedicineOrderListResponseSchema, MedicineOrderResponseSchema, PharmacyChoiceQuerySchema, PharmacyChoiceResponseSchema, StartMedicineOrderSchema,
} from '../../../contracts/medicine-order';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import * as e from '../../../contracts/endpoints/medicine-order';
import { actAsPatient, patientOrder, patientOrderPhoto, patientOrders, pharmacyChoices, startOrder } from './service';

const IdParam = v.object({ id: UuidSchema });
const TAG = 'Medicine order';
const tooLarge = () => new HttpError(413, R.fileTooLarge, [{ field: MEDICINE_ORDER_PHOTO_FIELD, message: R.fileTooLarge }]);

/** Mounted at /api/v1/patient: the patient's medicine reservations (scoped to the caller; another's is 404). */
export function medicineOrderRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);
  const who = (c: Context<AppEnv>) => c.get('caller').patientId;
  const says = (c: Context<AppEnv>, text: string) => translateMessage(text, c.get('locale'));

  route(e.medicineOrderPharmacies, {
    tag: TAG, auth: 'patient', query: PharmacyChoiceQuerySchema, response: PharmacyChoiceResponseSchema,
    summary: 'Licensed pharmacies to reserve at: nearest first with a location, else those of the city; open ones first; each with its licence number',
  }, async (c) => c.json({ data: await pharmacyChoices(c.get('deps'), c.req.valid('query')) }));

  route(e.medicineOrderCreate, {
    tag: TAG, auth: 'patient', idempotent: true, status: 201, form: StartMedicineOrderSchema, response: MedicineOrderActionResponseSchema,
    use: [bufferedBody(formBodyLimit(1, MEDICINE_ORDER_PHOTO_MAX_BYTES), tooLarge)],
    summary: 'Reserve medicines at a pharmacy: JSON with `prescriptionIds` (one person\'s), or multipart/form-data with the same fields and a `photo` of a paper prescription (JPG or PNG by content, under 5 MB; 413 too large, 415 not an image)',
  }, async (c) => {
    const { fields, files } = await readDocumentForm(c, StartMedicineOrderSchema, {
      fileField: MEDICINE_ORDER_PHOTO_FIELD, maxFiles: 1, maxFileBytes: MEDICINE_ORDER_PHOTO_MAX_BYTES,
      accept: ['image/jpeg', 'image/png'], typeMessage: MO.photoNotImage,
    });
    const data = await startOrder(c.get('deps'), who(c), fields, files[0], c.get('timeZone'));
    return c.json({ message: says(c, MO.requested), data }, 201);
  });

  route(e.medicineOrderList, { tag: TAG, auth: 'patient', response: MedicineOrderListResponseSchema, summary: "The patient's reservations, newest first" }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await patientOrders(c.get('deps'), who(c), c.get('timeZone')) });
  });

  route(e.medicineOrderDetails, { tag: TAG, auth: 'patient', param: IdParam, response: MedicineOrderResponseSchema, summary: 'One reservation: the answer per medicine, the pick-up code while ready' }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await patientOrder(c.get('deps'), who(c), c.req.valid('param').id, c.get('timeZone')) });
  });

  route(e.medicineOrderPhoto, { tag: TAG, auth: 'patient', param: IdParam, summary: "The reservation's photo, to its owner only" }, async (c) => {
    const f = await patientOrderPhoto(c.get('deps'), who(c), c.req.valid('param').id);
    return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': f.mime, 'Cache-Control': 'no-store' });
  });

  const write = { tag: TAG, auth: 'patient' as const, idempotent: true as const, param: IdParam, response: MedicineOrderActionResponseSchema };
  route(e.medicineOrderAccept, { ...write, body: AcceptMedicineOrderSchema, summary: 'Accept the quote, all or some of the offered medicines (a quote, within 24 hours)' }, async (c) =>
    c.json({ message: says(c, MO.accepted), data: await actAsPatient(c.get('deps'), who(c), c.req.valid('param').id, { kind: 'accept', itemIds: c.req.valid('json').itemIds }, c.get('timeZone')) }));
  route(e.medicineOrderDecline, { ...write, summary: 'Decline the quote' }, async (c) =>
    c.json({ message: says(c, MO.declined), data: await actAsPatient(c.get('deps'), who(c), c.req.valid('param').id, { kind: 'decline' }, c.get('timeZone')) }));
  route(e.medicineOrderCancel, { ...write, summary: 'Cancel before the medicines are ready' }, async (c) =>
    c.json({ message: says(c, MO.cancelled), data: await actAsPatient(c.get('deps'), who(c), c.req.valid('param').id, { kind: 'cancel' }, c.get('timeZone')) }));

  return app;
}
