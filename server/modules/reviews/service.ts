import type * as v from 'valibot';
import type { AppDeps } from '../../context';
import { HttpError, pgErrorCode } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import { DIRECTORY_MESSAGES as DM } from '../../../contracts/directory-messages';
import {
  REVIEW_RATING_STARS, type CanReview, type CreateReviewResponse, type CreateReviewSchema, type Review,
  type ReviewListQuerySchema, type ReviewListResponse,
} from '../../../contracts/reviews';
import { doctorExists } from '../doctors/repository';
import {
  completedAppointments, findDoctorReviews, findPatientAppointment, insertReview, lockDoctor, patientNames,
  recountDoctorRating, type ReviewRow,
} from './repository';
import { recordNotice } from '../notifications/notices';
import { textLanguage } from '../../../contracts/text-language';

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    stars: r.stars,
    rating: r.rating as Review['rating'],
    recommend: r.recommend,
    waitTime: r.wait_time as Review['waitTime'],
    likedAspects: r.liked_aspects as Review['likedAspects'],
    experience: r.experience,
    clinicVisited: r.clinic_visited,
    healthProblem: r.health_problem,
    language: r.language,
    anonymous: r.anonymous,
    reviewerName: r.anonymous ? null : r.reviewer_name,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function getDoctorReviews(
  deps: AppDeps,
  doctorId: string,
  q: v.InferOutput<typeof ReviewListQuerySchema>,
): Promise<ReviewListResponse['data']> {
  const found = await findDoctorReviews(deps.db, doctorId, q.page, q.pageSize);
  if (!found) throw new HttpError(404, M.doctorNotFound);
  const total = found.doctor.total;
  return {
    reviews: found.rows.map(toReview),
    summary: { ratingAvg: Number(found.doctor.rating_avg), votes: found.doctor.votes },
    pagination: { page: q.page, pageSize: q.pageSize, total, hasNext: q.page * q.pageSize < total },
  };
}

/** Whether the patient may review the doctor now, and if so which appointment the review is for. */
export async function canReview(deps: AppDeps, patientId: string, doctorId: string): Promise<CanReview> {
  const [exists, appointments] = await Promise.all([
    doctorExists(deps.db, doctorId),
    completedAppointments(deps.db, patientId, doctorId),
  ]);
  if (!exists) throw new HttpError(404, M.doctorNotFound);
  if (appointments.length === 0) return { canReview: false, reason: 'no_completed_appointment' };
  const open = appointments.find((a) => !a.reviewed);
  return open ? { canReview: true, appointmentId: open.id } : { canReview: false, reason: 'already_reviewed' };
}

/**
 * One review per completed appointment of this patient with this doctor. In one transaction: the
 * doctor's row is locked, the appointment checked, the review stored, the doctor's rating and votes
 * recounted from the reviews, and the patient's activity recorded.
 */
export async function createReview(
  deps: AppDeps,
  patientId: string,
  doctorId: string,
  input: v.InferOutput<typeof CreateReviewSchema>,
): Promise<CreateReviewResponse['data']> {
  try {
    return await deps.db.transaction(async (tx) => {
      const doctor = await lockDoctor(tx, doctorId);
      if (!doctor) throw new HttpError(404, M.doctorNotFound);

      let appointmentId: string;
      if (input.appointmentId) {
        const appt = await findPatientAppointment(tx, patientId, doctorId, input.appointmentId);
        if (!appt) throw new HttpError(404, DM.reviewAppointmentNotFound);
        if (appt.status !== 'completed') throw new HttpError(403, DM.reviewAppointmentNotCompleted);
        if (appt.reviewed) throw new HttpError(409, DM.reviewAlreadyPosted);
        appointmentId = appt.id;
      } else {
        const list = await completedAppointments(tx, patientId, doctorId);
        if (list.length === 0) throw new HttpError(403, DM.reviewNeedsCompletedAppointment);
        const open = list.find((a) => !a.reviewed);
        if (!open) throw new HttpError(409, DM.reviewAlreadyPosted);
        appointmentId = open.id;
      }

      const stars = REVIEW_RATING_STARS[input.rating];
      // Told by the script of what the patient wrote, not by the app's language: a Nepali reader may write in English.
      const language = textLanguage(input.experience, input.healthProblem);
      const row = await insertReview(tx, {
        appointmentId, patientId, doctorId, stars,
        recommend: input.recommend,
        clinicVisited: input.clinicVisited || null,
        healthProblem: input.healthProblem || null,
        waitTime: input.waitTime,
        likedAspects: input.likedAspects,
        rating: input.rating,
        experience: input.experience,
        language,
        anonymous: input.anonymous,
      });
      const rating = await recountDoctorRating(tx, doctorId);
      await recordNotice(tx, { patientId, kind: 'review_posted', doctorId, activity: { kind: 'review_posted', appointmentId } });
      const me = input.anonymous ? undefined : await patientNames(tx, patientId);

      return {
        review: {
          id: row.id, stars, rating: input.rating, recommend: input.recommend, waitTime: input.waitTime,
          likedAspects: input.likedAspects, experience: input.experience,
          clinicVisited: input.clinicVisited || null, healthProblem: input.healthProblem || null,
          language, anonymous: input.anonymous,
          reviewerName: me ? `${me.first_name}${me.last_name ? ` ${me.last_name.slice(0, 1)}.` : ''}` : null,
          createdAt: row.createdAt.toISOString(),
        },
        doctor: { id: doctorId, ratingAvg: Number(rating.rating_avg), votes: rating.votes },
      };
    });
  } catch (err) {
    // The unique index on reviews.appointment_id is the last word on "one review per appointment".
    if (pgErrorCode(err) === '23505') throw new HttpError(409, DM.reviewAlreadyPosted);
    throw err;
  }
}

