import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { routesAt } from '../../lib/endpoint';
import { UuidSchema } from '../../../contracts/common';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import { translateMessage } from '../../lib/i18n';
import {
  CanReviewResponseSchema, CreateReviewResponseSchema, CreateReviewSchema, ReviewListQuerySchema, ReviewListResponseSchema,
} from '../../../contracts/reviews';
import { DIRECTORY_API, PATIENT_API } from '../../../contracts/endpoints/bases';
import { doctorReviews, reviewCreate, reviewEligibility } from '../../../contracts/endpoints/reviews';
import { canReview, createReview, getDoctorReviews } from './service';

const DoctorIdParam = v.object({ doctorId: UuidSchema });

/** Mounted at /api/v1/upn: a doctor's reviews, public. */
export function doctorReviewRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, DIRECTORY_API);

  route(doctorReviews, { tag: 'Reviews', summary: "A doctor's reviews, newest first, paged, with the doctor's rating and votes. Anonymous reviews carry no name at all", query: ReviewListQuerySchema, response: ReviewListResponseSchema, param: DoctorIdParam }, async (c) => {
    // Fresh every time: a patient who just posted a review must find it.
    c.header('Cache-Control', 'no-cache');
    return c.json({ data: await getDoctorReviews(c.get('deps'), c.req.valid('param').doctorId, c.req.valid('query')) });
  });

  return app;
}

/** Mounted at /api/v1/patient: whether the patient may review a doctor, and posting the review. */
export function patientFeedbackRoutes() {
  const app = new Hono<AppEnv>();
  const route = routesAt(app, PATIENT_API);

  route(reviewEligibility, { tag: 'Reviews', auth: 'patient', summary: 'can-review-doctor: true with the appointment a review would be for, or false with reason no_completed_appointment | already_reviewed', response: CanReviewResponseSchema, param: DoctorIdParam }, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await canReview(c.get('deps'), c.get('caller').patientId, c.req.valid('param').doctorId) });
  });

  route(reviewCreate, { tag: 'Reviews', auth: 'patient', idempotent: true, summary: "Review a doctor after a completed appointment (one review per appointment; 403 without one, 409 when already reviewed). Updates the doctor's rating and votes", body: CreateReviewSchema, response: CreateReviewResponseSchema, status: 201, param: DoctorIdParam }, async (c) => {
    const data = await createReview(c.get('deps'), c.get('caller').patientId, c.req.valid('param').doctorId, c.req.valid('json'));
    return c.json({ message: translateMessage(DM.reviewPosted, c.get('locale')), data }, 201);
  });

  return app;
}
