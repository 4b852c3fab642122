import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { UpdateUserPreferencesSchema, UserPreferencesResponseSchema } from '../../../contracts/preferences';
import { getPreferences, savePreferences } from './service';

/** Mounted at /api/v1/patient: theme and language follow the patient across devices. */
export function preferenceRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/patient/user/preferences', tag: 'Profile', auth: 'patient', summary: 'Theme and language', response: UserPreferencesResponseSchema });
  app.get('/user/preferences', requirePatient(), async (c) => {
    return c.json({ data: await getPreferences(c.get('deps'), c.get('caller').patientId) });
  });

  describeRoute({ method: 'put', path: '/api/v1/patient/user/preferences', tag: 'Profile', auth: 'patient', summary: 'Change theme and/or language', body: UpdateUserPreferencesSchema, response: UserPreferencesResponseSchema });
  app.put('/user/preferences', requirePatient(), validate('json', UpdateUserPreferencesSchema), async (c) => {
    return c.json({ data: await savePreferences(c.get('deps'), c.get('caller').patientId, c.req.valid('json')) });
  });

  return app;
}
