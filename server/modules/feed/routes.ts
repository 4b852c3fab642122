import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HealthFeedPageQuerySchema, HealthFeedPageResponseSchema } from '../../../contracts/feed';
import { healthFeedPage } from './service';

/** Mounted at /api/v1/upn: the health feed for home and the doctor profile tab. Public. */
export function healthFeedRoutes() {
  const app = new Hono<AppEnv>();

  describeRoute({ method: 'get', path: '/api/v1/upn/health-feed', tag: 'Directory', query: HealthFeedPageQuerySchema, response: HealthFeedPageResponseSchema, summary: "Doctors' health-feed posts, newest first, paged, with the doctor's name and specialization (Accept-Language); `doctorId` for one doctor's feed" });
  app.get('/health-feed', validate('query', HealthFeedPageQuerySchema), async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ data: await healthFeedPage(c.get('deps'), c.req.valid('query'), c.get('locale')) });
  });

  return app;
}
