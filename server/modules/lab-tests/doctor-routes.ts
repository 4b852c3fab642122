import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requireDoctorOnce } from '../../middleware/auth';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../lib/i18n';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { LabResultsResponseSchema, LabResultsSchema } from '../../../contracts/clinic';
import { DOCTOR_API } from '../../../contracts/endpoints/bases';
import { doctorLabResultsRecord } from '../../../contracts/endpoints/lab-tests';
import { recordLabResults } from './service';

const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/doctor: lab results recorded by the doctor who ordered the test (role=doctor + doctorId). */
export function doctorLabTestRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/records/*', requireDoctorOnce());
  const route = routesAt(app, DOCTOR_API, { auth: 'doctor' });
  // A retried write (same Idempotency-Key) is stored, and told to the patient, once.
  const once = { keyOf: (c: Context<AppEnv>) => `doctor:${c.get('doctorCaller').uid}` };

  route(doctorLabResultsRecord, {
    tag: 'Doctor', idempotent: once, param: IdParam, body: LabResultsSchema, response: LabResultsResponseSchema, status: 201,
    summary: 'Record the results of a lab test the doctor ordered; the test is completed and the patient is told (lab result ready)',
  }, async (c) => {
    const data = await recordLabResults(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: translateMessage(R.labResultsRecorded, c.get('locale')), data }, 201);
  });

  return app;
}
