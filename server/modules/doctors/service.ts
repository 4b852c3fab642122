import * as v from 'valibot';
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import { DOCTOR_SEARCH_LIMIT, type DoctorCard, type DoctorListResponse, type DoctorSearchResult, type SpecializationListResponse } from '../../../contracts/doctors';
import { DETAILS_HEALTH_FEED_POSTS, type DoctorDetails, type HealthFeedPost, type HealthFeedResponse } from '../../../contracts/doctor-details';
import type { DoctorListQuerySchema, HealthFeedQuerySchema } from '../../../contracts/doctor-query';
import type { Locale } from '../../../contracts/messages';
import type { AVAILABILITY_FILTERS, DOCTOR_SORTS } from '../../../contracts/options';
import {
  doctorExists, findDoctorCard, findDoctorProfileParts, findHealthFeed, listDoctors, listSpecializationsWithCounts,
  searchDoctors, type DoctorCardRow,
} from './repository';
import { normalizeSearch } from './search-text';
import { ensureAvailability } from './availability.repository';

export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
export type DoctorSort = (typeof DOCTOR_SORTS)[number];

export function toCard(r: DoctorCardRow): DoctorCard {
  return {
    id: r.id,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    firstNameNe: r.first_name_ne,
    middleNameNe: r.middle_name_ne,
    lastNameNe: r.last_name_ne,
    profilePictureUrl: r.profile_picture_url,
    mainSpecialization: { slug: r.spec_slug, nameEn: r.spec_name_en, nameNe: r.spec_name_ne },
    experienceYears: r.experience_years,
    consultationFeePaisa: r.consultation_fee_paisa,
    discountPercent: r.consultation_fee_paisa > 0 ? r.discount_percent : 0,
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
  opts: { onStaleAvailability?: () => void } = {},
): Promise<DoctorListResponse['data']> {
  const availability = q.availability ? await ensureAvailability(deps.db, q.availability, timeZone, deps.log) : undefined;
  if (availability?.stale) opts.onStaleAvailability?.();
  const filters = { ...q, query: q.query || undefined, availability, timeZone };
  const { rows, total: found } = await listDoctors(deps.db, filters);
  let total = found;
  // Past the last page of a search: the total still tells the app where the list ends.
  if (rows.length === 0 && q.page > 1 && total === 0) total = (await listDoctors(deps.db, { ...filters, page: 1, pageSize: 1 })).total;
  return {
    doctors: rows.map(toCard),
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export async function getDoctorDetails(deps: AppDeps, id: string, timeZone: string): Promise<DoctorDetails> {
  const row = await findDoctorCard(deps.db, id, timeZone);
  if (!row) throw new HttpError(404, M.doctorNotFound);
  const [parts, feed] = await Promise.all([
    findDoctorProfileParts(deps.db, id),
    findHealthFeed(deps.db, id, 1, DETAILS_HEALTH_FEED_POSTS),
  ]);
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
    healthFeed: feed.posts.map(toPost),
    healthFeedTotal: feed.total,
  };
}

function toPost(p: { id: string; title: string; body: string; publishedAt: Date; likes: number; language: HealthFeedPost['language'] }): HealthFeedPost {
  return { id: p.id, title: p.title, body: p.body, publishedAt: p.publishedAt.toISOString(), likes: p.likes, language: p.language };
}

/** A doctor's health feed, paged (newest first). */
export async function getHealthFeed(
  deps: AppDeps,
  doctorId: string,
  q: v.InferOutput<typeof HealthFeedQuerySchema>,
): Promise<HealthFeedResponse['data']> {
  const [exists, feed] = await Promise.all([doctorExists(deps.db, doctorId), findHealthFeed(deps.db, doctorId, q.page, q.pageSize)]);
  if (!exists) throw new HttpError(404, M.doctorNotFound);
  return {
    posts: feed.posts.map(toPost),
    pagination: { page: q.page, pageSize: q.pageSize, total: feed.total, hasNext: q.page * q.pageSize < feed.total },
  };
}

/** The top-bar search (spec 3 result shape); the specialization in the caller's language. */
export async function searchDoctorsByText(deps: AppDeps, text: string, locale: Locale): Promise<DoctorSearchResult[]> {
  const q = normalizeSearch(text);
  if (!q) return [];
  const rows = await searchDoctors(deps.db, q, DOCTOR_SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    firstNameNe: r.first_name_ne,
    lastNameNe: r.last_name_ne,
    profilePictureUrl: r.profile_picture_url,
    mainSpecialization: locale === 'ne' ? r.spec_name_ne : r.spec_name_en,
  }));
}

export async function getSpecializations(deps: AppDeps): Promise<SpecializationListResponse['data']> {
  const rows = await listSpecializationsWithCounts(deps.db);
  return rows.map((r) => ({ slug: r.slug, nameEn: r.name_en, nameNe: r.name_ne, doctorCount: r.doctor_count }));
}
