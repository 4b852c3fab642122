// The health feed across doctors (home), newest first. A single doctor's feed without the
// doctor's details is also at GET /api/v1/upn/doctors/{id}/health-feed (contracts/doctors.ts).
import * as v from 'valibot';
import { doctorNameNeEntries, envelope, PaginationSchema } from './common';
import { intFromQuery } from './query-params';
import * as M from './message-texts';
import { HealthFeedPostSchema } from './doctor-details';

export const HEALTH_FEED_PAGE_SIZE = 10;

export const HealthFeedPageQuerySchema = v.object({
  page: intFromQuery(1, 1_000, 1),
  pageSize: intFromQuery(1, 50, HEALTH_FEED_PAGE_SIZE),
  doctorId: v.optional(v.pipe(v.string(), v.uuid(M.invalidValue))),
});

export const FeedPostSchema = v.object({
  ...HealthFeedPostSchema.entries,
  doctor: v.object({
    id: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    ...doctorNameNeEntries,
    profilePictureUrl: v.nullable(v.string()),
    /** Main specialization, in the language of Accept-Language. */
    specialization: v.string(),
  }),
});
export type FeedPost = v.InferOutput<typeof FeedPostSchema>;
export const HealthFeedPageResponseSchema = envelope(v.object({ posts: v.array(FeedPostSchema), pagination: PaginationSchema }));
export type HealthFeedPageResponse = v.InferOutput<typeof HealthFeedPageResponseSchema>;
