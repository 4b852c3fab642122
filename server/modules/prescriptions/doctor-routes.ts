import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { requireDoctorOnce } from '../../middleware/auth';
import { translateMessage } from '../../lib/i18n';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { PrescribeResponseSchema, PrescribeSchema } from '../../../contracts/clinic';
import { DOCTOR_API } from '../../../contracts/endpoints/bases';
import { doctorPrescriptionCreate } from '../../../contracts/endpoints/prescriptions';
import { prescribe } from './service';

/** Mounted at /api/v1/doctor: prescriptions written by the doctor (role=doctor + doctorId). */
export function doctorPrescriptionRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/records/*', requireDoctorOnce());
  const route = routesAt(app, DOCTOR_API, { auth: 'doctor' });
  // A retried write (same Idempotency-Key) is stored, and told to the patient, once.
  const once = { keyOf: (c: Context<AppEnv>) => `doctor:${c.get('doctorCaller').uid}` };

  route(doctorPrescriptionCreate, {
    tag: 'Doctor', idempotent: once, body: PrescribeSchema, response: PrescribeResponseSchema, status: 201,
    summary: 'Write a prescription (its medicines) for the patient of one of the doctor\'s appointments; the patient is told (new prescription)',
  }, async (c) => {
    const data = await prescribe(c.get('deps'), c.get('doctorCaller').doctorId, c.req.valid('json'));
    return c.json({ message: translateMessage(R.prescriptionWritten, c.get('locale')), data }, 201);
  });

  return app;
}
