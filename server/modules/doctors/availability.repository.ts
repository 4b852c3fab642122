import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { AvailabilityFilter } from './service';
import { now as clockNow } from '../../lib/clock';

/** How old the cached doctor set of an availability window may get before it is recomputed. */
export const AVAILABILITY_TTL_SECONDS = 60;

/** Start and end of the availability window in the patient's zone (the week starts on Sunday). */
export function availabilityWindow(filter: AvailabilityFilter, tz: string): SQL {
  const todayStart = sql`(date_trunc('day', now() at time zone ${tz}) at time zone ${tz})`;
  switch (filter) {
    case 'today': return sql`s.starts_at < ${todayStart} + interval '1 day'`;
    case 'tomorrow': return sql`s.starts_at >= ${todayStart} + interval '1 day' and s.starts_at < ${todayStart} + interval '2 days'`;
    case 'next_7_days': return sql`s.starts_at < now() + interval '7 days'`;
    case 'next_week': {
      // Next Sunday 00:00 local, for seven days.
      const nextSunday = sql`(((now() at time zone ${tz})::date - extract(dow from now() at time zone ${tz})::int + 7)::timestamp at time zone ${tz})`;
      return sql`s.starts_at >= ${nextSunday} and s.starts_at < ${nextSunday} + interval '7 days'`;
    }
  }
}

const localDates = new Map<string, Intl.DateTimeFormat>();
function localDate(tz: string, at = clockNow()): string {
  let f = localDates.get(tz);
  if (!f) localDates.set(tz, (f = new Intl.DateTimeFormat('en-CA', { timeZone: tz })));
  return f.format(at);
}

/** The cache key: the window, and for windows made of local days the zone and today's date there. */
export function availabilityKey(filter: AvailabilityFilter, tz: string, at = clockNow()): string {
  return filter === 'next_7_days' ? filter : `${filter}|${tz}|${localDate(tz, at)}`;
}

/**
 * Recomputes the doctors with a free slot in the window (replacing the window's rows at once for
 * readers). `wait`: block until no one else is computing it (a request that has no data yet);
 * otherwise skip when someone already is.
 */
async function recompute(db: Db, key: string, filter: AvailabilityFilter, tz: string, wait: boolean): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const lockKey = `directory-availability:${key}`;
    if (wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    } else {
      const { rows } = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${lockKey})) as ok`);
      if (!rows[0]?.ok) return undefined;
    }
    // Only the difference is written: few rows change from one minute to the next, so the table
    // stays small and all-visible and the filter's probes stay index-only.
    const { rows } = await tx.execute<{ doctor_count: number }>(sql`
      with fresh as (
        select distinct s.doctor_id from schedule_slots s
        where s.status = 'available' and s.starts_at > now() and ${availabilityWindow(filter, tz)}),
      gone as (
        delete from directory_availability a where a.key = ${key}
        and not exists (select 1 from fresh f where f.doctor_id = a.doctor_id)),
      added as (
        insert into directory_availability (key, doctor_id) select ${key}::text, f.doctor_id from fresh f
        on conflict do nothing)
      insert into directory_availability_windows (key, doctor_count, computed_at)
      select ${key}::text, count(*)::int, now() from fresh
      on conflict (key) do update set doctor_count = excluded.doctor_count, computed_at = excluded.computed_at
      returning doctor_count`);
    // Windows of past days are never asked for again.
    await tx.execute(sql`with old as (delete from directory_availability_windows where computed_at < now() - interval '1 day' returning key)
      delete from directory_availability a using old where a.key = old.key`);
    return rows[0]?.doctor_count ?? 0;
  });
}

/**
 * Makes sure the window's doctors are in directory_availability and returns the window's key,
 * how many doctors it holds, and whether that set is past its age (`stale`, being refreshed). Missing: computed now. Older than AVAILABILITY_TTL_SECONDS: served as
 * it is while this request recomputes it in the background (the list is public and already
 * cacheable for 60 s). Checking every doctor's slots on each request costs 10–60 ms at 5,000
 * doctors; this is one primary-key read, and the filter one index probe per doctor looked at.
 */
export async function ensureAvailability(
  db: Db,
  filter: AvailabilityFilter,
  tz: string,
  log: Logger,
): Promise<{ key: string; doctorCount: number; stale: boolean }> {
  const key = availabilityKey(filter, tz);
  const { rows } = await db.execute<{ age: number; doctor_count: number }>(sql`
    select extract(epoch from now() - computed_at)::float8 as age, doctor_count
    from directory_availability_windows where key = ${key}`);
  const row = rows[0];
  if (!row) return { key, doctorCount: (await recompute(db, key, filter, tz, true)) ?? 0, stale: false };
  const stale = row.age > AVAILABILITY_TTL_SECONDS;
  if (stale) {
    recompute(db, key, filter, tz, false).catch((err: unknown) => {
      log.warn('availability refresh failed', { key, error: err instanceof Error ? err.message.slice(0, 200) : String(err) });
    });
  }
  return { key, doctorCount: row.doctor_count, stale };
}

/** The filter over `d` (doctors) for a key from ensureAvailability. */
export const availableIn = (key: string) =>
  sql`exists (select 1 from directory_availability a where a.key = ${key} and a.doctor_id = d.id)`;
