import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from './context';
import { requestContext } from './middleware/request-context';
import { requireApiKey } from './middleware/api-key';
import { rateLimit } from './middleware/rate-limit';
import { apiNotFound, handleError } from './middleware/errors';
import { HttpError } from './lib/http-error';
import { M } from '../contracts/messages';
import { openApiDocument } from './lib/openapi';
import { staticApp } from './static';
import { patientAccountRoutes } from './modules/patients/routes';
import { patientAuthEmailRoutes } from './modules/patients/auth-routes';
import { preferenceRoutes } from './modules/patients/preferences';
import { doctorDirectoryRoutes } from './modules/doctors/routes';

/**
 * The routing tree. Every /api/* base of spec 7 is mounted here; everything else is the PWA.
 * Stateless: all state is in PostgreSQL and Firebase, so instances can be added freely.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(deps));
  app.use('*', compress());

  app.get('/api/health', async (c) => {
    const started = performance.now();
    await deps.db.execute(sql`select 1`);
    return c.json({ data: { status: 'ok', db: 'ok', dbMs: Math.round(performance.now() - started) } });
  });
  app.get('/api/docs', (c) => c.json(openApiDocument()));

  const api = new Hono<AppEnv>();
  api.use('*', requireApiKey);
  api.use('*', rateLimit({ name: 'api', limit: (c) => c.get('deps').env.rateLimitPerMinute, windowSeconds: 60 }));
  api.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new HttpError(413, M.tooLong); } }));

  api.route('/v1/patient', patientAccountRoutes());
  api.route('/v1/patient', patientAuthEmailRoutes());
  api.route('/v1/patient', preferenceRoutes());
  api.route('/v1/upn', doctorDirectoryRoutes());
  // Bases of spec 7 whose endpoints arrive with later features; they answer in the API's own format.
  for (const base of ['/v1/patient', '/v1/upn', '/v1/chat', '/v1/payment', '/v0', '/diagnostic/v1']) {
    api.all(`${base}/*`, apiNotFound);
  }
  api.all('*', apiNotFound);
  app.route('/api', api);

  app.route('/', staticApp(deps.env));
  return app;
}
