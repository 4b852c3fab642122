import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { requirePatient } from '../../middleware/auth';
import { userPreferences } from '../../db/schema';
import { UpdateUserPreferencesSchema, UserPreferencesResponseSchema, type UserPreferences } from '../../../contracts/preferences';

/** Mounted at /api/v1/patient: theme and language follow the patient across devices. */
export function preferenceRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/patient/user/preferences', tag: 'Profile', auth: 'patient', summary: 'Theme and language', response: UserPreferencesResponseSchema });
  app.get('/user/preferences', requirePatient(), async (c) => {
    const { db } = c.get('deps');
    const [row] = await db.select({ theme: userPreferences.theme, language: userPreferences.language })
      .from(userPreferences).where(eq(userPreferences.patientId, c.get('caller').patientId));
    const data: UserPreferences & { saved: boolean } = row ? { ...row, saved: true } : { theme: 'light', language: 'en', saved: false };
    return c.json({ data });
  });

  describeRoute({ method: 'put', path: '/api/v1/patient/user/preferences', tag: 'Profile', auth: 'patient', summary: 'Change theme and/or language', body: UpdateUserPreferencesSchema, response: UserPreferencesResponseSchema });
  app.put('/user/preferences', requirePatient(), validate('json', UpdateUserPreferencesSchema), async (c) => {
    const { db } = c.get('deps');
    const patch = c.req.valid('json');
    const [row] = await db.insert(userPreferences)
      .values({ patientId: c.get('caller').patientId, ...patch })
      .onConflictDoUpdate({ target: userPreferences.patientId, set: { ...patch, updatedAt: new Date() } })
      .returning({ theme: userPreferences.theme, language: userPreferences.language });
    return c.json({ data: { ...row!, saved: true } });
  });

  return app;
}
