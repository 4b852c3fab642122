// Favourite doctors of the signed-in patient (spec 3: trust score, experience in years).
import * as v from 'valibot';
import { envelope } from './common';
import { DoctorCardSchema } from './doctors';

export const FavouriteDoctorSchema = v.object({
  ...DoctorCardSchema.entries,
  /** 0–100, from the rating (weighted by votes), verified registration and experience. */
  trustScore: v.number(),
  favouritedAt: v.string(),
});
export type FavouriteDoctor = v.InferOutput<typeof FavouriteDoctorSchema>;

/** GET /api/v1/patient/favourite-doctor/list — most recently added first. */
export const FavouriteListResponseSchema = envelope(v.object({ doctors: v.array(FavouriteDoctorSchema) }));
export type FavouriteListResponse = v.InferOutput<typeof FavouriteListResponseSchema>;

/** POST /favourite-doctor/create/{id} and DELETE /favourite-doctor/remove/{id}. */
export const FavouriteChangeResponseSchema = v.object({
  message: v.string(),
  data: v.object({ doctorId: v.string(), favourite: v.boolean() }),
});
