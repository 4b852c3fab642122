import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clinicHours, clinics, doctorClinics, doctorEducation, doctorExperiences, doctorServices,
  doctorSpecializations, specializations,
} from '../../db/schema';
import type { AvailabilityFilter, DoctorSort } from './service';

export type DoctorListFilters = {
  query?: string;
  specialization?: string;
  city?: string;
  availability?: AvailabilityFilter;
  fee?: 'free' | 'paid';
  sort: DoctorSort;
  page: number;
  pageSize: number;
  timeZone: string;
};

export type DoctorCardRow = {
  id: string; first_name: string; middle_name: string | null; last_name: string; profile_picture_url: string | null;
  spec_slug: string; spec_name_en: string; spec_name_ne: string; experience_years: number; consultation_fee_paisa: number;
  rating_avg: string; votes: number; city: string; registration_verified: boolean; max_wait_minutes: number | null;
  available_today: boolean; next_available_at: Date | null; total: string;
};

/** Start and end of the availability window in the patient's zone (the week starts on Sunday). */
function availabilityWindow(filter: AvailabilityFilter, tz: string): SQL {
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

const SORTS: Record<DoctorSort, SQL> = {
  default: sql`d.registration_verified desc, d.rating_avg desc, d.votes desc, d.id`,
  experience: sql`d.experience_years desc, d.rating_avg desc, d.id`,
  fee: sql`d.consultation_fee_paisa asc, d.rating_avg desc, d.id`,
  rating: sql`d.rating_avg desc, d.votes desc, d.id`,
};

/** One page of the directory with the total, in one round trip. */
export async function listDoctors(db: Db, f: DoctorListFilters): Promise<DoctorCardRow[]> {
  const where: SQL[] = [sql`true`];
  const fullName = sql`(d.first_name || ' ' || d.last_name)`;
  if (f.query) {
    // Substring or typo-tolerant word match on the name or the main specialization (pg_trgm, indexed).
    where.push(sql`(${fullName} ilike ${'%' + f.query + '%'} or ${f.query} <% ${fullName}
      or sp.name_en ilike ${'%' + f.query + '%'} or ${f.query} <% sp.name_en or sp.name_ne ilike ${'%' + f.query + '%'})`);
  }
  if (f.specialization) {
    where.push(sql`exists (select 1 from doctor_specializations ds join specializations x on x.id = ds.specialization_id
      where ds.doctor_id = d.id and x.slug = ${f.specialization})`);
  }
  if (f.city) {
    where.push(sql`(lower(d.city) = lower(${f.city}) or exists (select 1 from doctor_clinics dc join clinics c on c.id = dc.clinic_id
      where dc.doctor_id = d.id and lower(c.city) = lower(${f.city})))`);
  }
  if (f.fee === 'free') where.push(sql`d.consultation_fee_paisa = 0`);
  if (f.fee === 'paid') where.push(sql`d.consultation_fee_paisa > 0`);
  if (f.availability) {
    where.push(sql`exists (select 1 from schedule_slots s where s.doctor_id = d.id and s.status = 'available'
      and s.starts_at > now() and ${availabilityWindow(f.availability, f.timeZone)})`);
  }
  const order = f.query && f.sort === 'default'
    ? sql`greatest(word_similarity(${f.query}, ${fullName}), word_similarity(${f.query}, sp.name_en)) desc, ${SORTS.default}`
    : SORTS[f.sort];
  const todayEnd = sql`(date_trunc('day', now() at time zone ${f.timeZone}) at time zone ${f.timeZone}) + interval '1 day'`;

  const result = await db.execute<DoctorCardRow>(sql`
    select d.id, d.first_name, d.middle_name, d.last_name, d.profile_picture_url,
      sp.slug as spec_slug, sp.name_en as spec_name_en, sp.name_ne as spec_name_ne,
      d.experience_years, d.consultation_fee_paisa, d.rating_avg, d.votes, d.city, d.registration_verified, d.max_wait_minutes,
      coalesce(nx.starts_at < ${todayEnd}, false) as available_today, nx.starts_at as next_available_at,
      count(*) over () as total
    from doctors d
    join specializations sp on sp.id = d.main_specialization_id
    left join lateral (
      select s.starts_at from schedule_slots s
      where s.doctor_id = d.id and s.status = 'available' and s.starts_at > now()
      order by s.starts_at limit 1
    ) nx on true
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`);
  return result.rows;
}

export async function findDoctorCard(db: Db, id: string, timeZone: string): Promise<DoctorCardRow | undefined> {
  const todayEnd = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) + interval '1 day'`;
  const result = await db.execute<DoctorCardRow & { nmc_number: string; biography: string; languages: string[] }>(sql`
    select d.id, d.first_name, d.middle_name, d.last_name, d.profile_picture_url, d.nmc_number, d.biography, d.languages,
      sp.slug as spec_slug, sp.name_en as spec_name_en, sp.name_ne as spec_name_ne,
      d.experience_years, d.consultation_fee_paisa, d.rating_avg, d.votes, d.city, d.registration_verified, d.max_wait_minutes,
      coalesce(nx.starts_at < ${todayEnd}, false) as available_today, nx.starts_at as next_available_at, 1 as total
    from doctors d
    join specializations sp on sp.id = d.main_specialization_id
    left join lateral (
      select s.starts_at from schedule_slots s
      where s.doctor_id = d.id and s.status = 'available' and s.starts_at > now()
      order by s.starts_at limit 1
    ) nx on true
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
    db.select().from(clinicHours).where(eq(clinicHours.doctorId, doctorId)).orderBy(asc(clinicHours.weekday)),
  ]);
  return { specs, education, experiences, services, clinicRows, hours };
}
