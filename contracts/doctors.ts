import * as v from 'valibot';
import { DevanagariNameSchema, envelope, intFromQuery, PaginationSchema } from './common';
import { APP_LANGUAGES } from './options';
import { searchText } from './doctor-query';

// The list's query and the search text rule are in doctor-query.ts (the app's start-up reads them).
export { DoctorListQuerySchema, SEARCH_TEXT_PATTERN, type DoctorListQuery } from './doctor-query';

export const SpecializationSchema = v.object({ slug: v.string(), nameEn: v.string(), nameNe: v.string() });
export type Specialization = v.InferOutput<typeof SpecializationSchema>;

const devanagariName = DevanagariNameSchema;

export const DoctorCardSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  /** The names in Devanagari (contracts/doctor-name.ts picks the reader's script). */
  firstNameNe: devanagariName,
  middleNameNe: devanagariName,
  lastNameNe: devanagariName,
  profilePictureUrl: v.nullable(v.string()),
  mainSpecialization: SpecializationSchema,
  experienceYears: v.number(),
  consultationFeePaisa: v.number(),
  /** Percent off the consultation fee (a promotion), 0 without one. */
  discountPercent: v.number(),
  ratingAvg: v.number(),
  votes: v.number(),
  city: v.nullable(v.string()),
  registrationVerified: v.boolean(),
  availableToday: v.boolean(),
  /** ISO instant of the next free slot, or null. */
  nextAvailableAt: v.nullable(v.string()),
  maxWaitMinutes: v.nullable(v.number()),
});
export type DoctorCard = v.InferOutput<typeof DoctorCardSchema>;

export const DoctorListResponseSchema = envelope(v.object({ doctors: v.array(DoctorCardSchema), pagination: PaginationSchema }));
export type DoctorListResponse = v.InferOutput<typeof DoctorListResponseSchema>;

export const ClinicHoursSchema = v.object({
  weekday: v.number(), // 0 = Sunday
  opensAt: v.nullable(v.string()), // "HH:MM" local time
  closesAt: v.nullable(v.string()),
  isClosed: v.boolean(),
});
export const DoctorClinicSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  hours: v.array(ClinicHoursSchema),
});

/** A doctor's health-feed post (newest first). */
export const HealthFeedPostSchema = v.object({
  id: v.string(),
  title: v.string(),
  body: v.string(),
  publishedAt: v.string(),
  likes: v.number(),
  /** The language it is written in (optional: answers from before it was told stay valid). */
  language: v.optional(v.picklist(APP_LANGUAGES)),
});
export type HealthFeedPost = v.InferOutput<typeof HealthFeedPostSchema>;
/** How many posts get-doctor-details carries; older ones via GET /doctors/{id}/health-feed?page= */
export const DETAILS_HEALTH_FEED_POSTS = 10;

export const DoctorDetailsSchema = v.object({
  ...DoctorCardSchema.entries,
  nmcNumber: v.string(),
  biography: v.string(),
  languages: v.array(v.string()),
  specializations: v.array(SpecializationSchema),
  education: v.array(v.object({ degree: v.string(), institution: v.string(), year: v.nullable(v.number()) })),
  experiences: v.array(v.object({ title: v.string(), organisation: v.string(), fromYear: v.number(), toYear: v.nullable(v.number()) })),
  services: v.array(v.string()),
  clinics: v.array(DoctorClinicSchema),
  /** The latest posts (at most DETAILS_HEALTH_FEED_POSTS); healthFeedTotal says whether there are more. */
  healthFeed: v.array(HealthFeedPostSchema),
  healthFeedTotal: v.number(),
});
export type DoctorDetails = v.InferOutput<typeof DoctorDetailsSchema>;
export const DoctorDetailsResponseSchema = envelope(DoctorDetailsSchema);

/** Top-bar search result shape (spec 3). */
export const DoctorSearchResultSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  firstNameNe: devanagariName,
  lastNameNe: devanagariName,
  profilePictureUrl: v.nullable(v.string()),
  mainSpecialization: v.string(),
});
export type DoctorSearchResult = v.InferOutput<typeof DoctorSearchResultSchema>;

/** GET /api/v1/upn/search-doctors?search= — the top-bar search (spec 5 text rules; blank = no results). */
export const DoctorSearchQuerySchema = v.object({ search: v.optional(searchText, '') });
export const DOCTOR_SEARCH_LIMIT = 10;
export const DoctorSearchResponseSchema = envelope(v.array(DoctorSearchResultSchema));

/** GET /api/v1/upn/doctors/specializations — every specialization with how many doctors practise it. */
export const SpecializationWithCountSchema = v.object({ ...SpecializationSchema.entries, doctorCount: v.number() });
export const SpecializationListResponseSchema = envelope(v.array(SpecializationWithCountSchema));
export type SpecializationListResponse = v.InferOutput<typeof SpecializationListResponseSchema>;

/** GET /api/v1/upn/doctors/{id}/health-feed?page=&pageSize= */
export const HealthFeedQuerySchema = v.object({
  page: intFromQuery(1, 1_000, 1),
  pageSize: intFromQuery(1, 50, 10),
});
export const HealthFeedResponseSchema = envelope(v.object({ posts: v.array(HealthFeedPostSchema), pagination: PaginationSchema }));
export type HealthFeedResponse = v.InferOutput<typeof HealthFeedResponseSchema>;
