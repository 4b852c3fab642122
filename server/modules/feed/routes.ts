import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { HealthFeedPageQuerySchema, HealthFeedPageResponseSchema } from '../../../contracts/feed';
import { DIRECTORY_API } from '../../../contracts/endpoints/bases';
import { healthFeed } from '../../../contracts/endpoints/feed';
import { healthFeedPage } from './service';

/** Mounted at /api/v1/upn: the health feed for home and the doctor profile tab. Public. */
export function healthFeedRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  route(healthFeed, { tag: 'Directory', query: HealthFeedPageQuerySchema, response: HealthFeedPageResponseSchema, summary: "Doctors' health-feed posts, newest first, paged, with the doctor's name and specialization (Accept-Language); `doctorId` for one doctor's feed" }, async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ data: await healthFeedPage(c.get('deps'), c.req.valid('query'), c.get('locale')) });
  });

  return app;
}
