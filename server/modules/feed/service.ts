// The health feed for home and the doctor profile tab: doctors' posts across the directory, or one doctor's.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import type * as v from 'valibot';
import { M, type Locale } from '../../../contracts/messages';
import type { HealthFeedPageQuerySchema, HealthFeedPageResponse } from '../../../contracts/feed';
import { doctorExists } from '../doctors/repository';
import { findFeedPage } from './repository';

/** Doctors' posts across the directory (or one doctor's), newest first, with who wrote them. */
export async function healthFeedPage(deps: AppDeps, q: v.InferOutput<typeof HealthFeedPageQuerySchema>, locale: Locale): Promise<HealthFeedPageResponse['data']> {
  if (q.doctorId && !(await doctorExists(deps.db, q.doctorId))) throw new HttpError(404, M.doctorNotFound);
  const { rows, total } = await findFeedPage(deps.db, q, locale);
  return {
    posts: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}
