import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { rateLimit } from '../../middleware/rate-limit';
import { translateMessage, M } from '../../../contracts/messages';
import {
  PatientDetailResponseSchema, RegisterPatientResponseSchema, RegisterPatientSchema,
  UpdatePatientDetailsRequestSchema, UpdatePatientDetailsResponseSchema,
} from '../../../contracts/patient';
import { getProfile, registerPatient, updateProfile } from './service';

/** The app's public origin for links in e-mails: APP_URL, else the origin the request came to. */
export function appUrlOf(c: { req: { url: string }; get(k: 'deps'): { env: { appUrl?: string } } }): string {
  return c.get('deps').env.appUrl ?? new URL(c.req.url).origin;
}

/** Mounted at /api/v1/patient: account creation and the patient's own profile. */
export function patientAccountRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'post', path: '/api/v1/patient/auth/register-patient-account', tag: 'Accounts', summary: 'Create a patient account (Firebase user + role claim + profile) and send the verification e-mail', body: RegisterPatientSchema, response: RegisterPatientResponseSchema, status: 201 });
  app.post(
    '/auth/register-patient-account',
    rateLimit({ name: 'register', limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 }),
    validate('json', RegisterPatientSchema),
    async (c) => {
      const { uid } = await registerPatient(c.get('deps'), c.req.valid('json'), appUrlOf(c));
      return c.json({ data: { uid, message: translateMessage(M.accountCreated, c.get('locale')) } }, 201);
    },
  );

  describeRoute({ method: 'get', path: '/api/v1/patient/user/get-patient-detail', tag: 'Profile', auth: 'patient', summary: "The signed-in patient's profile", response: PatientDetailResponseSchema });
  app.get('/user/get-patient-detail', requirePatient(), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getProfile(c.get('deps'), c.get('caller').patientId) });
  });

  describeRoute({ method: 'put', path: '/api/v1/patient/user/update-patient-details', tag: 'Profile', auth: 'patient', summary: "Update the signed-in patient's profile", body: UpdatePatientDetailsRequestSchema, response: UpdatePatientDetailsResponseSchema });
  app.put('/user/update-patient-details', requirePatient(), validate('json', UpdatePatientDetailsRequestSchema), async (c) => {
    const data = await updateProfile(c.get('deps'), c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(M.profileUpdated, c.get('locale')), data });
  });

  return app;
}
