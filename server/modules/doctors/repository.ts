import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clinicHours, clinics, doctorClinics, doctorEducation, doctorExperiences, doctors, doctorServices,
  doctorSpecializations, healthFeedPosts, specializations,
} from '../../db/schema';
import type { DoctorSort } from './service';
import { CITIES } from '../../../contracts/cities';
import { queryPrepared } from '../../db/prepared';
import { availableIn } from './availability.repository';
import { cachedCount } from './count-cache';
import { doctorMatchCtes, RANK } from './search.repository';
import { normalizeSearch } from './search-text';

export type DoctorListFilters = {
  query?: string;
  specialization?: string;
  city?: string;
  /** From ensureAvailability: the cached set of doctors free in the chosen window, and its size. */
  availability?: { key: string; doctorCount: number };
  fee?: 'free' | 'paid';
  sort: DoctorSort;
  page: number;
  pageSize: number;
  timeZone: string;
};

export type DoctorCardRow = {
  id: string; first_name: string; middle_name: string | null; last_name: string; profile_picture_url: string | null;
  first_name_ne: string | null; middle_name_ne: string | null; last_name_ne: string | null;
  spec_slug: string; spec_name_en: string; spec_name_ne: string; experience_years: number; consultation_fee_paisa: number; discount_percent: number;
  rating_avg: string; votes: number; city: string; registration_verified: boolean; max_wait_minutes: number | null;
  available_today: boolean; next_available_at: Date | null; total: string;
};

/** Sort orders over `d` (doctors); with a search, `score` ranks first under the default sort. */
function orderBy(sort: DoctorSort, score: SQL | null): SQL {
  switch (sort) {
    case 'default': return score ? sql`${score} desc, ${RANK}` : RANK;
    case 'experience': return sql`d.experience_years desc, d.rating_avg desc, d.id`;
    case 'fee': return sql`d.consultation_fee_paisa asc, d.rating_avg desc, d.id`;
    case 'rating': return sql`d.rating_avg desc, d.votes desc, d.id`;
  }
}

const todayEndSql = (tz: string) => sql`(date_trunc('day', now() at time zone ${tz}) at time zone ${tz}) + interval '1 day'`;

/** The card columns over `d` (doctors), `sp` (main specialization) and `nx` (next free slot). */
export const cardColumns = (tz: string) => sql`d.id, d.first_name, d.middle_name, d.last_name, d.profile_picture_url,
  d.first_name_ne, d.middle_name_ne, d.last_name_ne,
  sp.slug as spec_slug, sp.name_en as spec_name_en, sp.name_ne as spec_name_ne,
  d.experience_years, d.consultation_fee_paisa, d.discount_percent, d.rating_avg, d.votes, d.city, d.registration_verified, d.max_wait_minutes,
  coalesce(nx.starts_at < ${todayEndSql(tz)}, false) as available_today, nx.starts_at as next_available_at`;

/** The next free slot of `d`, one index probe per row: join it only to the rows of a page. */
export const NEXT_SLOT = sql`left join lateral (
    select s.starts_at from schedule_slots s
    where s.doctor_id = d.id and s.status = 'available' and s.starts_at > now()
    order by s.starts_at limit 1
  ) nx on true`;

/**
 * One page of the directory and the total. The filtered set is sorted and cut on narrow rows first;
 * card columns and the next free slot are fetched for the page's rows only. Without a search the
 * page walks a sort index and the total is a separate count (both in parallel, the count reused
 * for a minute: count-cache.ts); with one, the
 * matches are few and one query ranks and counts them.
 */
export async function listDoctors(db: Db, f: DoctorListFilters): Promise<{ rows: DoctorCardRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  const q = normalizeSearch(f.query);
  if (f.specialization) {
    where.push(sql`d.id in (select ds.doctor_id from doctor_specializations ds join specializations x on x.id = ds.specialization_id
      where x.slug = ${f.specialization})`);
  }
  if (f.city) {
    // A doctor is in a city by their own city or by a clinic there. Cities of the fixed list are
    // compared as stored (indexed, and the planner knows how common each is); a city of the
    // patient's own, case-insensitively.
    const known = CITIES.find((c) => c.toLowerCase() === f.city!.toLowerCase());
    const city = known ? sql`${known}` : sql`lower(${f.city})`;
    const col = (c: SQL) => (known ? c : sql`lower(${c})`);
    where.push(sql`(${col(sql`d.city`)} = ${city} or d.id in (select dc.doctor_id from doctor_clinics dc
      join clinics c on c.id = dc.clinic_id where ${col(sql`c.city`)} = ${city}))`);
  }
  if (f.fee === 'free') where.push(sql`d.consultation_fee_paisa = 0`);
  if (f.fee === 'paid') where.push(sql`d.consultation_fee_paisa > 0`);
  if (f.availability) where.push(availableIn(f.availability.key));
  const onlyAvailability = f.availability && !f.specialization && !f.city && !f.fee;
  const filter = sql.join(where, sql` and `);
  const page = (from: SQL, score: SQL, total: SQL) => sql`
    page as (
      select d.id, ${score} as score, ${total} as total
      from ${from}
      where ${filter}
      order by ${orderBy(f.sort, q ? sql`m.score` : null)}
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}
    )
    select ${cardColumns(f.timeZone)}, p.total
    from page p
    join doctors d on d.id = p.id
    join specializations sp on sp.id = d.main_specialization_id
    ${NEXT_SLOT}
    order by ${orderBy(f.sort, q ? sql`p.score` : null)}`;
  if (q) {
    const rows = await queryPrepared<DoctorCardRow>(db, sql`with ${doctorMatchCtes(q)},
      ${page(sql`doctors d join doctor_match m on m.doctor_id = d.id`, sql`m.score`, sql`count(*) over ()`)}`);
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }
  const [rows, total] = await Promise.all([
    queryPrepared<DoctorCardRow>(db, sql`with ${page(sql`doctors d`, sql`0`, sql`0`)}`),
    // The availability window already knows its size; other totals are reused for a while (count-cache.ts).
    onlyAvailability
      ? f.availability!.doctorCount
      : cachedCount(db, sql`select count(*)::int as n from doctors d where ${filter}`, f.availability ? String(f.availability.doctorCount) : ''),
  ]);
  return { rows, total };
}

export async function findDoctorCard(db: Db, id: string, timeZone: string) {
  const result = await db.execute<DoctorCardRow & { nmc_number: string; biography: string; languages: string[] }>(sql`
    select ${cardColumns(timeZone)}, d.nmc_number, d.biography, d.languages, 1 as total
    from doctors d
    join specializations sp on sp.id = d.main_specialization_id
    ${NEXT_SLOT}
    where d.id = ${id}`);
  return result.rows[0];
}

/** The profile's child lists, fetched in parallel. */
export async function findDoctorProfileParts(db: Db, doctorId: string) {
  const [specs, education, experiences, services, clinicRows, hours] = await Promise.all([
    db.select({ slug: specializations.slug, nameEn: specializations.nameEn, nameNe: specializations.nameNe })
      .from(doctorSpecializations).innerJoin(specializations, eq(specializations.id, doctorSpecializations.specializationId))
      .where(eq(doctorSpecializations.doctorId, doctorId)).orderBy(asc(specializations.nameEn)),
    db.select().from(doctorEducation).where(eq(doctorEducation.doctorId, doctorId)).orderBy(asc(doctorEducation.year)),
    db.select().from(doctorExperiences).where(eq(doctorExperiences.doctorId, doctorId)).orderBy(asc(doctorExperiences.fromYear)),
    db.select({ name: doctorServices.name }).from(doctorServices).where(eq(doctorServices.doctorId, doctorId)),
    db.select({ id: clinics.id, name: clinics.name, address: clinics.address, city: clinics.city, phone: clinics.phone, latitude: clinics.latitude, longitude: clinics.longitude })
      .from(doctorClinics).innerJoin(clinics, eq(clinics.id, doctorClinics.clinicId)).where(eq(doctorClinics.doctorId, doctorId)),
    db.select().from(clinicHours).where(eq(clinicHours.doctorId, doctorId)).orderBy(asc(clinicHours.weekday), asc(clinicHours.opensAt)),
  ]);
  return { specs, education, experiences, services, clinicRows, hours };
}

export type DoctorSearchRow = {
  id: string; first_name: string; last_name: string; first_name_ne: string | null; last_name_ne: string | null;
  profile_picture_url: string | null; spec_name_en: string; spec_name_ne: string;
};

/** The top-bar search: the best `limit` matches of an already normalized, non-empty text. */
export async function searchDoctors(db: Db, q: string, limit: number): Promise<DoctorSearchRow[]> {
  return queryPrepared<DoctorSearchRow>(db, sql`
    with ${doctorMatchCtes(q, limit)}
    select d.id, d.first_name, d.last_name, d.first_name_ne, d.last_name_ne, d.profile_picture_url,
      sp.name_en as spec_name_en, sp.name_ne as spec_name_ne
    from doctor_match m
    -- The matches are few here (a top-N per specialization): one primary-key probe each.
    cross join lateral (select * from doctors d where d.id = m.doctor_id offset 0) d
    join specializations sp on sp.id = d.main_specialization_id
    order by ${orderBy('default', sql`m.score`)}
    limit ${limit}`);
}

/** Every specialization with the number of doctors practising it (as main or further specialization). */
export async function listSpecializationsWithCounts(db: Db) {
  const result = await db.execute<{ slug: string; name_en: string; name_ne: string; doctor_count: number }>(sql`
    select sp.slug, sp.name_en, sp.name_ne, count(ds.doctor_id)::int as doctor_count
    from specializations sp left join doctor_specializations ds on ds.specialization_id = sp.id
    group by sp.id order by sp.name_en`);
  return result.rows;
}

/** The doctor's full name as the app writes it (first, middle, last), or undefined. */
export async function findDoctorName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ first: doctors.firstName, middle: doctors.middleName, last: doctors.lastName })
    .from(doctors).where(eq(doctors.id, id)).limit(1);
  return row ? [row.first, row.middle, row.last].filter(Boolean).join(' ') : undefined;
}

export async function doctorExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id)).limit(1);
  return rows.length > 0;
}

/** A page of a doctor's health feed (newest first) and the number of posts. */
export async function findHealthFeed(db: Db, doctorId: string, page: number, pageSize: number) {
  const [posts, [count]] = await Promise.all([
    db.select({
      id: healthFeedPosts.id, title: healthFeedPosts.title, body: healthFeedPosts.body, publishedAt: healthFeedPosts.publishedAt,
      likes: healthFeedPosts.likes, language: healthFeedPosts.language,
    })
      .from(healthFeedPosts).where(eq(healthFeedPosts.doctorId, doctorId))
      .orderBy(desc(healthFeedPosts.publishedAt), asc(healthFeedPosts.id))
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(healthFeedPosts).where(eq(healthFeedPosts.doctorId, doctorId)),
  ]);
  return { posts, total: count?.n ?? 0 };
}
