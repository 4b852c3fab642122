// The find page keeps its filters in the URL with the API's names (query, specialization, city,
// availability, fee, sort, page). Each one is checked by the rules of the shared contract
// (contracts/doctor-query.ts); a bad value is dropped rather than breaking the page, and defaults are
// left out of the URL. The checks are written out here, not run through valibot: a route's search
// check is part of the app's entry, on every first screen, and the contract's schema is not (the
// tests hold the two to the same answers).
import type { DoctorListQuery } from '@contracts/doctor-query';
import {
  AVAILABILITY_FILTERS, CITY_MAX_LENGTH, DOCTOR_LIST_MAX_PAGE, DOCTOR_SORTS, FEE_FILTERS, SEARCH_MAX_LENGTH, SEARCH_TEXT_PATTERN, SPECIALIZATION_SLUG_PATTERN,
} from '@contracts/options';

export interface DoctorSearch {
  query?: string;
  specialization?: string;
  city?: string;
  availability?: (typeof AVAILABILITY_FILTERS)[number];
  fee?: (typeof FEE_FILTERS)[number];
  sort?: (typeof DOCTOR_SORTS)[number];
  page?: number;
}

export const FIND_PAGE_SIZE = 20;

/** The filters of the list (each a select and, when in force, a chip). */
export const FILTER_KEYS = ['specialization', 'city', 'availability', 'fee'] as const;

/** The router parses search values as JSON (`?query=123` arrives as a number). */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Trimmed text of at most `max` characters matching `pattern`, or undefined. */
function text(value: unknown, max: number, pattern?: RegExp): string | undefined {
  const raw = asText(value);
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed.length <= max && (!pattern || pattern.test(trimmed)) ? trimmed : undefined;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

/** A page number: an integer 1…DOCTOR_LIST_MAX_PAGE, as a number or as text ("3"). */
function pageNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= DOCTOR_LIST_MAX_PAGE ? n : undefined;
}

export function parseDoctorSearch(raw: Record<string, unknown>): DoctorSearch {
  const search: DoctorSearch = {};
  const query = text(raw.query, SEARCH_MAX_LENGTH, SEARCH_TEXT_PATTERN);
  if (query) search.query = query;
  const specialization = asText(raw.specialization);
  if (typeof specialization === 'string' && SPECIALIZATION_SLUG_PATTERN.test(specialization)) search.specialization = specialization;
  const city = text(raw.city, CITY_MAX_LENGTH);
  if (city) search.city = city;
  const availability = oneOf(AVAILABILITY_FILTERS, raw.availability);
  if (availability) search.availability = availability;
  const fee = oneOf(FEE_FILTERS, raw.fee);
  if (fee) search.fee = fee;
  const sort = oneOf(DOCTOR_SORTS, raw.sort);
  if (sort && sort !== 'default') search.sort = sort;
  const page = pageNumber(raw.page);
  if (page && page > 1) search.page = page;
  return search;
}

/** The API query for a find-page URL. */
export function toDoctorListQuery(search: DoctorSearch): DoctorListQuery {
  return { ...search, pageSize: FIND_PAGE_SIZE };
}

export function hasFilters(search: DoctorSearch): boolean {
  return Boolean(search.query || search.specialization || search.city || search.availability || search.fee);
}
