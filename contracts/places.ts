// Pharmacies and diagnostic centres in the directory, in the style of get-doctors / get-doctor-details.
import * as v from 'valibot';
import { envelope, PaginationSchema } from './common';
import { intFromQuery } from './query-params';
import { ClinicHoursSchema } from './doctor-details';
import * as M from './message-texts';

// In options.ts: the routes' search checks need it on the first screen, without this module's schemas.
import { PLACE_SORTS, SEARCH_MAX_LENGTH, SEARCH_TEXT_PATTERN } from './options';
export { PLACE_SORTS };
export type PlaceSort = (typeof PLACE_SORTS)[number];

/** A yes/no filter in a query string: true/false (or 1/0). Absent = no filter. */
const flag = v.optional(v.pipe(
  v.picklist(['true', 'false', '1', '0'], M.invalidOption),
  v.transform((x) => x === 'true' || x === '1'),
));

const PlaceQueryEntries = {
  /** Typo-tolerant name search (pg_trgm). */
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, M.tooLong), v.regex(SEARCH_TEXT_PATTERN, M.invalidValue))),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, M.tooLong))),
  /** Open at this moment (hours are the place's local time, Asia/Kathmandu). */
  openNow: flag,
  open24Hours: flag,
  /** default: open now first, then rating; rating: best first; name: A–Z. */
  sort: v.optional(v.picklist(PLACE_SORTS, M.invalidOption), 'default'),
  page: intFromQuery(1, 10_000, 1),
  pageSize: intFromQuery(1, 50, 20),
};

/** GET /api/v1/upn/get-pharmacies */
export const PharmacyListQuerySchema = v.object({ ...PlaceQueryEntries, homeDelivery: flag });
/** GET /api/v1/upn/get-diagnostic-centres */
export const DiagnosticCentreListQuerySchema = v.object({ ...PlaceQueryEntries, homeCollection: flag });

const PlaceCardEntries = {
  id: v.string(),
  name: v.string(),
  /** The name in Devanagari, when known (optional: answers from before it had them stay valid). */
  nameNe: v.optional(v.nullable(v.string())),
  address: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  is24Hours: v.boolean(),
  /** "HH:MM" in `timeZone`; null when open 24 hours. */
  opensAt: v.nullable(v.string()),
  closesAt: v.nullable(v.string()),
  /** 0 = Sunday … 6 = Saturday. */
  closedWeekdays: v.array(v.number()),
  openNow: v.boolean(),
  /** The zone of the opening hours (the place's own). */
  timeZone: v.string(),
  ratingAvg: v.number(),
  votes: v.number(),
};

export const PharmacyCardSchema = v.object({ ...PlaceCardEntries, homeDelivery: v.boolean(), services: v.array(v.string()) });
export type PharmacyCard = v.InferOutput<typeof PharmacyCardSchema>;
export const DiagnosticCentreCardSchema = v.object({ ...PlaceCardEntries, homeCollection: v.boolean(), testsOffered: v.array(v.string()) });
export type DiagnosticCentreCard = v.InferOutput<typeof DiagnosticCentreCardSchema>;

export const PharmacyListResponseSchema = envelope(v.object({ pharmacies: v.array(PharmacyCardSchema), pagination: PaginationSchema }));
export type PharmacyListResponse = v.InferOutput<typeof PharmacyListResponseSchema>;
export const DiagnosticCentreListResponseSchema = envelope(v.object({ diagnosticCentres: v.array(DiagnosticCentreCardSchema), pagination: PaginationSchema }));
export type DiagnosticCentreListResponse = v.InferOutput<typeof DiagnosticCentreListResponseSchema>;

/** Details add the licence and the week as seven rows (the shape of a doctor's clinic hours). */
const DetailEntries = { licenseNumber: v.string(), hours: v.array(ClinicHoursSchema) };
export const PharmacyDetailsSchema = v.object({ ...PharmacyCardSchema.entries, ...DetailEntries });
export type PharmacyDetails = v.InferOutput<typeof PharmacyDetailsSchema>;
export const PharmacyDetailsResponseSchema = envelope(PharmacyDetailsSchema);
export const DiagnosticCentreDetailsSchema = v.object({ ...DiagnosticCentreCardSchema.entries, ...DetailEntries });
export type DiagnosticCentreDetails = v.InferOutput<typeof DiagnosticCentreDetailsSchema>;
export const DiagnosticCentreDetailsResponseSchema = envelope(DiagnosticCentreDetailsSchema);
