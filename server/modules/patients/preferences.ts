import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UpdateUserPreferencesSchema, UserPreferencesResponseSchema } from '../../../contracts/preferences';
import { PATIENT_API } from '../../../contracts/endpoints/bases';
import { preferencesGet, preferencesUpdate } from '../../../contracts/endpoints/preferences';
import { getPreferences, savePreferences } from './service';

/** Mounted at /api/v1/patient: theme and language follow the patient across devices. */
export function preferenceRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(preferencesGet, { tag: 'Profile', auth: 'patient', summary: 'Theme and language', response: UserPreferencesResponseSchema }, async (c) => {
    return c.json({ data: await getPreferences(c.get('deps'), c.get('caller').patientId) });
  });

  route(preferencesUpdate, { tag: 'Profile', auth: 'patient', summary: 'Change theme and/or language', body: UpdateUserPreferencesSchema, response: UserPreferencesResponseSchema }, async (c) => {
    return c.json({ data: await savePreferences(c.get('deps'), c.get('caller').patientId, c.req.valid('json')) });
  });

  return app;
}
