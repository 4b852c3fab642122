import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requireDoctor } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { UuidSchema } from '../../../contracts/common';
import { translateMessage } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { LabResultsResponseSchema, LabResultsSchema, PrescribeResponseSchema, PrescribeSchema } from '../../../contracts/clinic';
import { prescribe, recordLabResults } from './service';

const D = '/api/v1/doctor/records';
const IdParam = v.object({ id: UuidSchema });

/** requireDoctor once per request (another router mounted at /v1/doctor may have run it already). */
const doctorOnce = () => {
  const check = requireDoctor();
  return createMiddleware<AppEnv>(async (c, next) => (c.get('doctorCaller') ? next() : check(c, next)));
};

/** Mounted at /api/v1/doctor: prescriptions and lab results written by the doctor (role=doctor + doctorId). */
export function doctorRecordRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/records/*', doctorOnce());
  // A retried write (same Idempotency-Key) is stored, and told to the patient, once.
  const once = () => idempotency({ keyOf: (c) => `doctor:${c.get('doctorCaller').uid}` });

  describeRoute({
    method: 'post', path: `${D}/prescriptions`, tag: 'Doctor', auth: 'doctor', idempotent: true, body: PrescribeSchema, response: PrescribeResponseSchema, status: 201,
    summary: 'Write a prescription (its medicines) for the patient of one of the doctor\'s appointments; the patient is told (new prescription)',
  });
  app.post('/records/prescriptions', once(), validate('json', PrescribeSchema), async (c) => {
    const data = await prescribe(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('json'));
    return c.json({ message: translateMessage(R.prescriptionWritten, c.get('locale')), data }, 201);
  });

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
