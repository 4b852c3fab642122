import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requireDoctorOnce } from '../../middleware/auth';
import { idempotency } from '../../middleware/idempotency';
import { translateMessage } from '../../../contracts/messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { PrescribeResponseSchema, PrescribeSchema } from '../../../contracts/clinic';
import { prescribe } from './service';

const D = '/api/v1/doctor/records';

/** Mounted at /api/v1/doctor: prescriptions written by the doctor (role=doctor + doctorId). */
export function doctorPrescriptionRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/records/*', requireDoctorOnce());
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

  return app;
}
