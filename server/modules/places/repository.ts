import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PlaceSort } from '../../../contracts/places';
import { isDevanagari } from '../doctors/search-text';

/** The two kinds of place differ only in the table and their extra columns. */
export const PLACE_KINDS = {
  pharmacy: { table: sql.raw('pharmacies'), service: sql.raw('home_delivery'), offers: sql.raw('services') },
  diagnostic: { table: sql.raw('diagnostic_centres'), service: sql.raw('home_collection'), offers: sql.raw('tests_offered') },
} as const;
export type PlaceKind = keyof typeof PLACE_KINDS;

export type PlaceFilters = {
  query?: string;
  city?: string;
  openNow?: boolean;
  open24Hours?: boolean;
  /** Home delivery (pharmacies) or home collection (diagnostic centres). */
  homeService?: boolean;
  sort: PlaceSort;
  page: number;
  pageSize: number;
  /** The places' own zone: their opening hours are local wall-clock times there. */
  placeTimeZone: string;
};

export type PlaceRow = {
  id: string; name: string; name_ne: string | null; license_number: string; address: string; city: string; phone: string | null;
  latitude: number | null; longitude: number | null; is_24_hours: boolean; opens_at: string | null; closes_at: string | null;
  closed_weekdays: number[]; rating_avg: string; votes: number; home_service: boolean; offers: string[];
  open_now: boolean; total: string;
};

/**
 * Open at this instant, judged on the place's local clock: a 24-hour place unless closed today; a
 * day shift (opens < closes) between its hours; a shift past midnight (closes <= opens) from
 * opening until midnight, or from midnight until closing when the previous day was not a closed day.
 */
export function openNowSql(tz: string, at: SQL = sql`now()`): SQL {
  const local = sql`(${at} at time zone ${tz})`;
  const t = sql`${local}::time`;
  const dow = sql`extract(dow from ${local})::int`;
  return sql`(case
    when p.is_24_hours then not (${dow} = any(p.closed_weekdays))
    when p.opens_at < p.closes_at then not (${dow} = any(p.closed_weekdays)) and ${t} >= p.opens_at and ${t} < p.closes_at
    else (not (${dow} = any(p.closed_weekdays)) and ${t} >= p.opens_at)
      or (not (((${dow} + 6) % 7) = any(p.closed_weekdays)) and ${t} < p.closes_at)
  end)`;
}

const SORTS: Record<PlaceSort, SQL> = {
  default: sql`open_now desc, p.rating_avg desc, p.votes desc, p.name, p.id`,
  rating: sql`p.rating_avg desc, p.votes desc, p.name, p.id`,
  name: sql`p.name, p.id`,
};

const columns = (kind: PlaceKind, tz: string) => {
  const k = PLACE_KINDS[kind];
  return sql`p.id, p.name, p.name_ne, p.license_number, p.address, p.city, p.phone, p.latitude, p.longitude, p.is_24_hours,
    p.opens_at::text as opens_at, p.closes_at::text as closes_at, p.closed_weekdays, p.rating_avg, p.votes,
    p.${k.service} as home_service, p.${k.offers} as offers, ${openNowSql(tz)} as open_now`;
};

/** One page of pharmacies or diagnostic centres with the total. */
export async function listPlaces(db: Db, kind: PlaceKind, f: PlaceFilters): Promise<PlaceRow[]> {
  const k = PLACE_KINDS[kind];
  const where: SQL[] = [sql`true`];
  // Text in Devanagari is matched with the Devanagari name, any other with the Latin one (a script
  // never matches the other's trigrams, and one column keeps the plan of a Latin search as it was).
  const name = f.query && isDevanagari(f.query) ? sql`p.name_ne` : sql`p.name`;
  if (f.query) {
    // Substring or typo-tolerant word match on the name (GIN trigram indexes on name and name_ne).
    where.push(sql`(${name} ilike ${`%${f.query}%`} or ${f.query} <% ${name})`);
  }
  if (f.city) where.push(sql`lower(p.city) = lower(${f.city})`);
  if (f.open24Hours !== undefined) where.push(sql`p.is_24_hours = ${f.open24Hours}`);
  if (f.homeService !== undefined) where.push(sql`p.${k.service} = ${f.homeService}`);
  if (f.openNow !== undefined) where.push(sql`${openNowSql(f.placeTimeZone)} = ${f.openNow}`);
  const order = f.query && f.sort === 'default'
    ? sql`word_similarity(${f.query}, ${name}) desc, ${SORTS.default}`
    : SORTS[f.sort];
  const result = await db.execute<PlaceRow>(sql`
    select ${columns(kind, f.placeTimeZone)}, count(*) over () as total
    from ${k.table} p
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`);
  return result.rows;
}

export async function findPlace(db: Db, kind: PlaceKind, id: string, tz: string): Promise<PlaceRow | undefined> {
  const result = await db.execute<PlaceRow>(sql`
    select ${columns(kind, tz)}, 1 as total from ${PLACE_KINDS[kind].table} p where p.id = ${id}`);
  return result.rows[0];
}
