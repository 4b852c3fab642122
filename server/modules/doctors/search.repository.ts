// SQL of the directory's text search (names and specializations; the text is normalised in search-text.ts).
import { sql, type SQL } from 'drizzle-orm';
import { isDevanagari } from './search-text';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The full-name expression exactly as the trigram index `doctors_full_name_trgm_idx` is built. */
export const FULL_NAME = sql`(d.first_name || ' ' || d.last_name)`;
/** The same in Devanagari (`doctors_full_name_ne_trgm_idx`, migration 0009). */
export const FULL_NAME_NE = sql`(d.first_name_ne || ' ' || d.last_name_ne)`;

/** The directory's default order over `d` (doctors), as indexed by doctors_specialization_rank_idx. */
export const RANK = sql`d.registration_verified desc, d.rating_avg desc, d.votes desc, d.id`;

/**
 * Matching a doctor by name or by any of their specializations (English or Nepali name), ignoring
 * case and tolerating small typos. Three characters and more: substring (ILIKE) or pg_trgm word
 * similarity (`<%`), both served by the GIN trigram indexes of migration 0001 (the name branch is a
 * separate UNION arm so that PostgreSQL can use them). One or two characters: word prefixes only
 * (trigrams say nothing about such short text). The text goes in as `(select $n)`, so that plans do
 * not depend on it (see queryPrepared). Devanagari text is matched with the Devanagari names (its own
 * trigram indexes, migration 0009); other text with the Latin ones, as before.
 *
 * `ctes` defines `doctor_match(doctor_id, score)`: the matching doctors, ranked (exact > fuzzy,
 * names a little above specializations). With `perSpecialization`, only that many doctors per
 * matching specialization (the best in RANK order) are kept: enough for a top-N of the same order,
 * since every doctor of a specialization scores at least that specialization's score.
 */
export function doctorMatchCtes(q: string, perSpecialization?: number): SQL {
  const text = sql`(select ${q}::text)`;
  const ne = isDevanagari(q);
  const [first, last, full] = ne ? [sql`d.first_name_ne`, sql`d.last_name_ne`, FULL_NAME_NE] : [sql`d.first_name`, sql`d.last_name`, FULL_NAME];
  let nameMatch: SQL;
  let nameScore: SQL;
  let specMatch: SQL;
  let specScore: SQL;
  if (q.length < 3) {
    const prefix = sql`(select ${`${escapeLike(q)}%`}::text)`;
    const word = sql`(select ${`% ${escapeLike(q)}%`}::text)`;
    nameMatch = sql`${first} ilike ${prefix} or ${last} ilike ${prefix}`;
    nameScore = sql`1.0`;
    specMatch = sql`x.name_en ilike ${prefix} or x.name_en ilike ${word} or x.name_ne ilike ${prefix}`;
    specScore = sql`0.9`;
  } else {
    const like = sql`(select ${`%${escapeLike(q)}%`}::text)`;
    nameMatch = sql`${full} ilike ${like} or ${text} <% ${full}`;
    nameScore = sql`(case when ${full} ilike ${like} then 1.0 else 0 end + word_similarity(${text}, ${full}))`;
    specMatch = sql`x.name_en ilike ${like} or x.name_ne ilike ${like} or ${text} <% x.name_en or ${text} <% x.name_ne`;
    specScore = sql`0.9 * greatest(case when x.name_en ilike ${like} or x.name_ne ilike ${like} then 1.0 else 0 end,
      word_similarity(${text}, x.name_en), word_similarity(${text}, x.name_ne))`;
  }
  const specArm = perSpecialization === undefined
    ? sql`select ds.doctor_id, ms.score from doctor_specializations ds join matched_specs ms on ms.id = ds.specialization_id`
    : sql`select t.doctor_id, ms.score from matched_specs ms cross join lateral (
          (select d.id as doctor_id from doctors d where d.main_specialization_id = ms.id order by ${RANK} limit ${perSpecialization})
          union all
          (select d.id from doctor_specializations ds
            -- One primary-key probe per doctor of the specialization (OFFSET 0 keeps it a probe, not a scan of all doctors).
            cross join lateral (select * from doctors d where d.id = ds.doctor_id offset 0) d
            where ds.specialization_id = ms.id and d.main_specialization_id <> ms.id order by ${RANK} limit ${perSpecialization})
        ) t`;
  return sql`matched_specs as (select x.id, ${specScore} as score from specializations x where ${specMatch}),
    match_hits as (
      select d.id as doctor_id, ${nameScore} as score from doctors d where ${nameMatch}
      union all
      ${specArm}),
    doctor_match as (select doctor_id, max(score) as score from match_hits group by doctor_id)`;
}
