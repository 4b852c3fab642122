// The doctor list's query (its filters are the find page's URL, checked when the app starts) and the
// search text rule. Apart from doctors.ts: a contracts module the app's start-up imports is bundled
// whole into the first screen, every page's response schemas with it.
import * as v from 'valibot';
import { intFromQuery } from './common';
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
