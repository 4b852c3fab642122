import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { rateLimit } from '../../middleware/rate-limit';
import { M } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import {
  PatientDetailResponseSchema, RegisterPatientResponseSchema, RegisterPatientSchema,
  UpdatePatientDetailsRequestSchema, UpdatePatientDetailsResponseSchema,
} from '../../../contracts/patient';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { patientDetail, patientDetailUpdate, patientRegister } from '../../../contracts/endpoints/patients';
import { getProfile, registerPatient, updateProfile } from './service';

/** The app's public origin for links in e-mails: APP_URL, else the origin the request came to. */
export function appUrlOf(c: { req: { url: string }; get(k: 'deps'): { env: { appUrl?: string } } }): string {
  return c.get('deps').env.appUrl ?? new URL(c.req.url).origin;
}

/** Mounted at /api/v1/patient: account creation and the patient's own profile. */
export function patientAccountRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(
    patientRegister,
    { tag: 'Accounts', summary: 'Create a patient account (Firebase user + role claim + profile) and send the verification e-mail. The same answer for an address that already has an account (that address is told by e-mail)', body: RegisterPatientSchema, response: RegisterPatientResponseSchema, status: 201, use: [rateLimit({ name: 'register', limit: (c) => c.get('deps').env.authRateLimitPer10Min, windowSeconds: 600 })] },
    async (c) => {
      // The same answer whether or not the address already has an account (no probing).
      await registerPatient(c.get('deps'), c.req.valid('json'), appUrlOf(c));
      return c.json({ data: { message: translateMessage(M.accountCreated, c.get('locale')) } }, 201);
    },
  );

  route(patientDetail, { tag: 'Profile', auth: 'patient', summary: "The signed-in patient's profile", response: PatientDetailResponseSchema }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await getProfile(c.get('deps'), c.get('caller').patientId) });
  });

  route(patientDetailUpdate, { tag: 'Profile', auth: 'patient', summary: "Update the signed-in patient's profile", body: UpdatePatientDetailsRequestSchema, response: UpdatePatientDetailsResponseSchema }, async (c) => {
    const data = await updateProfile(c.get('deps'), c.get('caller').patientId, c.req.valid('json'));
    return c.json({ message: translateMessage(M.profileUpdated, c.get('locale')), data });
  });

  return app;
}
