// The directory's queries: the doctor list's (its filters are the find page's URL, which the app checks
// by hand in src/features/doctors/search-params.ts), the top-bar search's and a health feed's. Apart from
// doctors.ts, whose response schemas the first screens read: a module is bundled whole with the first
// page that imports it, and these rules are the server's.
import * as v from 'valibot';
import { intFromQuery } from './query-params';
import {
  AVAILABILITY_FILTERS, CITY_MAX_LENGTH, DOCTOR_LIST_MAX_PAGE, DOCTOR_SORTS, FEE_FILTERS, SEARCH_MAX_LENGTH, SEARCH_TEXT_PATTERN, SPECIALIZATION_SLUG_PATTERN,
} from './options';
import * as M from './message-texts';

export { SEARCH_TEXT_PATTERN };
export const searchText = v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, M.tooLong), v.regex(SEARCH_TEXT_PATTERN, M.invalidValue));
const optionalSlug = v.optional(v.pipe(v.string(), v.regex(SPECIALIZATION_SLUG_PATTERN, M.invalidOption)));

/** GET /api/v1/upn/get-doctors — filters and sort are kept in the app's URL with the same names. */
export const DoctorListQuerySchema = v.object({
  query: v.optional(searchText),
  specialization: optionalSlug,
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CITY_MAX_LENGTH, M.tooLong))),
  availability: v.optional(v.picklist(AVAILABILITY_FILTERS, M.invalidOption)),
  fee: v.optional(v.picklist(FEE_FILTERS, M.invalidOption)),
  sort: v.optional(v.picklist(DOCTOR_SORTS, M.invalidOption), 'default'),
  page: intFromQuery(1, DOCTOR_LIST_MAX_PAGE, 1),
  pageSize: intFromQuery(1, 50, 20),
});
export type DoctorListQuery = v.InferInput<typeof DoctorListQuerySchema>;

/** GET /api/v1/upn/search-doctors?search= — the top-bar search (spec 5 text rules; blank = no results). */
export const DoctorSearchQuerySchema = v.object({ search: v.optional(searchText, '') });

/** GET /api/v1/upn/doctors/{id}/health-feed?page=&pageSize= */
export const HealthFeedQuerySchema = v.object({
  page: intFromQuery(1, 1_000, 1),
  pageSize: intFromQuery(1, 50, 10),
});
