// A doctor's profile (get-doctor-details) and health feed. Apart from doctors.ts, which the doctor
// list reads on its first screen.
import * as v from 'valibot';
import { envelope, PaginationSchema } from './common';
import { APP_LANGUAGES } from './options';
import { DoctorCardSchema, SpecializationSchema } from './doctors';

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

export const HealthFeedResponseSchema = envelope(v.object({ posts: v.array(HealthFeedPostSchema), pagination: PaginationSchema }));
export type HealthFeedResponse = v.InferOutput<typeof HealthFeedResponseSchema>;
