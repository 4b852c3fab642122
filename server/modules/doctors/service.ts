import * as v from 'valibot';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import type { DoctorCard, DoctorDetails, DoctorListQuerySchema, DoctorListResponse } from '../../../contracts/doctors';
import type { AVAILABILITY_FILTERS, DOCTOR_SORTS } from '../../../contracts/options';
import { findDoctorCard, findDoctorProfileParts, listDoctors, type DoctorCardRow } from './repository';

export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
export type DoctorSort = (typeof DOCTOR_SORTS)[number];

function toCard(r: DoctorCardRow): DoctorCard {
  return {
    id: r.id,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    profilePictureUrl: r.profile_picture_url,
    mainSpecialization: { slug: r.spec_slug, nameEn: r.spec_name_en, nameNe: r.spec_name_ne },
    experienceYears: r.experience_years,
    consultationFeePaisa: r.consultation_fee_paisa,
    ratingAvg: Number(r.rating_avg),
    votes: r.votes,
    city: r.city,
    registrationVerified: r.registration_verified,
    availableToday: r.available_today,
    nextAvailableAt: r.next_available_at ? new Date(r.next_available_at).toISOString() : null,
    maxWaitMinutes: r.max_wait_minutes,
  };
}

export async function getDoctors(
  deps: AppDeps,
  q: v.InferOutput<typeof DoctorListQuerySchema>,
  timeZone: string,
): Promise<DoctorListResponse['data']> {
  const rows = await listDoctors(deps.db, { ...q, query: q.query || undefined, timeZone });
  const total = Number(rows[0]?.total ?? 0);
  return {
    doctors: rows.map(toCard),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export async function getDoctorDetails(deps: AppDeps, id: string, timeZone: string): Promise<DoctorDetails> {
  const row = await findDoctorCard(deps.db, id, timeZone);
  if (!row) throw new HttpError(404, M.doctorNotFound);
  const parts = await findDoctorProfileParts(deps.db, id);
  const r = row as DoctorCardRow & { nmc_number: string; biography: string; languages: string[] };
  return {
    ...toCard(r),
    nmcNumber: r.nmc_number,
    biography: r.biography,
    languages: r.languages,
    specializations: parts.specs,
    education: parts.education.map((e) => ({ degree: e.degree, institution: e.institution, year: e.year })),
    experiences: parts.experiences.map((e) => ({ title: e.title, organisation: e.organisation, fromYear: e.fromYear, toYear: e.toYear })),
    services: parts.services.map((s) => s.name),
    clinics: parts.clinicRows.map((c) => ({
      ...c,
      hours: parts.hours.filter((h) => h.clinicId === c.id)
        .map((h) => ({ weekday: h.weekday, opensAt: hhmm(h.opensAt), closesAt: hhmm(h.closesAt), isClosed: h.isClosed })),
    })),
  };
}
