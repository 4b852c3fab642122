// Doctor reviews: the public, paged list and the patient's review form (spec 3).
import * as v from 'valibot';
import { envelope, PaginationSchema, UuidSchema } from './common';
import { intFromQuery } from './query-params';
import { DIRECTORY_MESSAGES as DM } from './directory-messages';
import * as M from './message-texts';
import { REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from './record-options';
import { APP_LANGUAGES } from './options';

/** The rating bucket as stars (spec 9: rating is 5 stars). */
export const REVIEW_RATING_STARS: Record<(typeof REVIEW_RATINGS)[number], number> = {
  very_satisfied: 5, satisfied: 4, neutral: 3, unsatisfied: 2, very_unsatisfied: 1,
};
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** GET /api/v1/upn/reviews/{doctorId}?page=&pageSize= (newest first). */
export const ReviewListQuerySchema = v.object({
  page: intFromQuery(1, 10_000, 1),
  pageSize: intFromQuery(1, 50, 10),
});

export const ReviewSchema = v.object({
  id: v.string(),
  stars: v.number(),
  rating: v.picklist(REVIEW_RATINGS),
  recommend: v.boolean(),
  waitTime: v.nullable(v.picklist(REVIEW_WAIT_TIMES)),
  likedAspects: v.array(v.picklist(REVIEW_ASPECTS)),
  experience: v.nullable(v.string()),
  clinicVisited: v.nullable(v.string()),
  healthProblem: v.nullable(v.string()),
  /** The language of the patient's texts (optional: answers from before it was told stay valid). */
  language: v.optional(v.picklist(APP_LANGUAGES)),
  anonymous: v.boolean(),
  /** "Sita S." (first name and last initial); null for anonymous reviews: no name, no initials. */
  reviewerName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ReviewListResponseSchema = envelope(v.object({
  reviews: v.array(ReviewSchema),
  summary: v.object({ ratingAvg: v.number(), votes: v.number() }),
  pagination: PaginationSchema,
}));
export type ReviewListResponse = v.InferOutput<typeof ReviewListResponseSchema>;

/** GET /api/v1/patient/patient-feedback/can-review/{doctorId} — the spec's "can-review-doctor" data set. */
export const CAN_REVIEW_REASONS = ['no_completed_appointment', 'already_reviewed'] as const;
export const CanReviewSchema = v.object({
  canReview: v.boolean(),
  reason: v.optional(v.picklist(CAN_REVIEW_REASONS)),
  /** The completed, not yet reviewed appointment a new review will be attached to. */
  appointmentId: v.optional(v.string()),
});
export type CanReview = v.InferOutput<typeof CanReviewSchema>;
export const CanReviewResponseSchema = envelope(CanReviewSchema);

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, M.tooLong))), null);

/** POST /api/v1/patient/patient-feedback/create/{doctorId} — the review form of spec 3. */
export const CreateReviewSchema = v.object({
  recommend: v.boolean(M.required),
  clinicVisited: optionalText(120),
  healthProblem: optionalText(200),
  waitTime: v.picklist(REVIEW_WAIT_TIMES, M.invalidOption),
  likedAspects: v.optional(
    v.pipe(
      v.array(v.picklist(REVIEW_ASPECTS, M.invalidOption), M.invalidValue),
      v.check((list) => new Set(list).size === list.length, DM.reviewAspectRepeated),
    ),
    [],
  ),
  rating: v.picklist(REVIEW_RATINGS, M.invalidOption),
  experience: v.pipe(
    v.string(M.required),
    v.trim(),
    v.minLength(REVIEW_TEXT_MIN, DM.reviewTextTooShort),
    v.maxLength(REVIEW_TEXT_MAX, M.tooLong),
  ),
  anonymous: v.optional(v.boolean(M.invalidValue), false),
  /** Which completed appointment the review is about; default: the latest one not yet reviewed. */
  appointmentId: v.optional(UuidSchema),
});
export type CreateReviewInput = v.InferInput<typeof CreateReviewSchema>;

export const CreateReviewResponseSchema = v.object({
  message: v.string(),
  data: v.object({
    review: ReviewSchema,
    doctor: v.object({ id: v.string(), ratingAvg: v.number(), votes: v.number() }),
  }),
});
export type CreateReviewResponse = v.InferOutput<typeof CreateReviewResponseSchema>;
