// The find page keeps its filters in the URL with the API's names (query, specialization, city,
// availability, fee, sort, page). Each one is checked with the shared contract; a bad value is
// dropped rather than breaking the page, and defaults are left out of the URL.
import * as v from 'valibot';
import { DoctorListQuerySchema, type DoctorListQuery } from '@contracts/doctor-query';
import type { AVAILABILITY_FILTERS, DOCTOR_SORTS, FEE_FILTERS } from '@contracts/options';

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

const fields = DoctorListQuerySchema.entries;

function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

/** The router parses search values as JSON (`?query=123` arrives as a number). */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

export function parseDoctorSearch(raw: Record<string, unknown>): DoctorSearch {
  const search: DoctorSearch = {};
  const query = check(fields.query, asText(raw.query));
  if (query) search.query = query;
  const specialization = check(fields.specialization, asText(raw.specialization));
  if (specialization) search.specialization = specialization;
  const city = check(fields.city, asText(raw.city));
  if (city) search.city = city;
  const availability = check(fields.availability, raw.availability);
  if (availability) search.availability = availability;
  const fee = check(fields.fee, raw.fee);
  if (fee) search.fee = fee;
  const sort = check(fields.sort, raw.sort);
  if (sort && sort !== 'default') search.sort = sort;
  const page = check(fields.page, raw.page);
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
