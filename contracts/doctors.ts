import * as v from 'valibot';
import { DevanagariNameSchema, envelope, PaginationSchema } from './common';

// The directory's doctors as the list and the search give them. A profile's details are in
// doctor-details.ts and the queries in doctor-query.ts: a module is bundled whole with the first page
// that imports it, and the doctor list (a first screen) needs neither.

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

export const DOCTOR_SEARCH_LIMIT = 10;
export const DoctorSearchResponseSchema = envelope(v.array(DoctorSearchResultSchema));

/** GET /api/v1/upn/doctors/specializations — every specialization with how many doctors practise it. */
export const SpecializationWithCountSchema = v.object({ ...SpecializationSchema.entries, doctorCount: v.number() });
export const SpecializationListResponseSchema = envelope(v.array(SpecializationWithCountSchema));
export type SpecializationListResponse = v.InferOutput<typeof SpecializationListResponseSchema>;
