import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requireDoctorOnce } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { LabResultsResponseSchema, LabResultsSchema } from '../../../contracts/clinic';
import { recordLabResults } from './service';

const D = '/api/v1/doctor/records';
const IdParam = v.object({ id: UuidSchema });

/** Mounted at /api/v1/doctor: lab results recorded by the doctor who ordered the test (role=doctor + doctorId). */
export function doctorLabTestRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/records/*', requireDoctorOnce());
  // A retried write (same Idempotency-Key) is stored, and told to the patient, once.
  const once = () => idempotency({ keyOf: (c) => `doctor:${c.get('doctorCaller').uid}` });

  describeRoute({
    method: 'post', path: `${D}/lab-tests/{id}/results`, tag: 'Doctor', auth: 'doctor', idempotent: true, body: LabResultsSchema, response: LabResultsResponseSchema, status: 201,
    summary: 'Record the results of a lab test the doctor ordered; the test is completed and the patient is told (lab result ready)',
  });
  app.post('/records/lab-tests/:id/results', once(), validate('param', IdParam), validate('json', LabResultsSchema), async (c) => {
    const data = await recordLabResults(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ message: translateMessage(R.labResultsRecorded, c.get('locale')), data }, 201);
  });

  return app;
}
