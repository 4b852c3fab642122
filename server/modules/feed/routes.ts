import { Hono } from 'hono';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../lib/validate';
import { describeRoute } from '../../lib/openapi';
import { HttpError } from '../../lib/http-error';
import { doctors, healthFeedPosts, specializations } from '../../db/schema';
import type * as v from 'valibot';
import { M, type Locale } from '../../../contracts/messages';
import { HealthFeedPageQuerySchema, HealthFeedPageResponseSchema, type HealthFeedPageResponse } from '../../../contracts/feed';

/** Doctors' posts across the directory (or one doctor's), newest first, with who wrote them. */
export async function healthFeedPage(deps: AppDeps, q: v.InferOutput<typeof HealthFeedPageQuerySchema>, locale: Locale): Promise<HealthFeedPageResponse['data']> {
  if (q.doctorId) {
    const [doctor] = await deps.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, q.doctorId)).limit(1);
    if (!doctor) throw new HttpError(404, M.doctorNotFound);
  }
  const where = q.doctorId ? eq(healthFeedPosts.doctorId, q.doctorId) : undefined;
  const [rows, [count]] = await Promise.all([
    deps.db.select({
      id: healthFeedPosts.id, title: healthFeedPosts.title, body: healthFeedPosts.body, publishedAt: healthFeedPosts.publishedAt, likes: healthFeedPosts.likes,
      language: healthFeedPosts.language,
      doctor: {
        id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe,
        profilePictureUrl: doctors.profilePictureUrl,
        specialization: locale === 'ne' ? specializations.nameNe : specializations.nameEn,
      },
    })
      .from(healthFeedPosts)
      .innerJoin(doctors, eq(doctors.id, healthFeedPosts.doctorId))
      .innerJoin(specializations, eq(specializations.id, doctors.mainSpecializationId))
      .where(and(where, sql`${healthFeedPosts.publishedAt} <= now()`))
      .orderBy(desc(healthFeedPosts.publishedAt), asc(healthFeedPosts.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(healthFeedPosts).where(and(where, sql`${healthFeedPosts.publishedAt} <= now()`)),
  ]);
  const total = count?.n ?? 0;
  return {
    posts: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

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
