// SQL of the health feed: doctors' published posts with who wrote them.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, healthFeedPosts, specializations } from '../../db/schema';
import type { Locale } from '../../../contracts/messages';

/** A page of published posts (all doctors', or one doctor's), newest first, and how many there are. */
export async function findFeedPage(db: Db, q: { doctorId?: string; page: number; pageSize: number }, locale: Locale) {
  const where = q.doctorId ? eq(healthFeedPosts.doctorId, q.doctorId) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select({
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
    db.select({ n: sql<number>`count(*)::int` }).from(healthFeedPosts).where(and(where, sql`${healthFeedPosts.publishedAt} <= now()`)),
  ]);
  return { rows, total: count?.n ?? 0 };
}
