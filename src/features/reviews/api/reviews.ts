// GET /api/v1/upn/reviews/{doctorId}?page= (public, paged), GET /api/v1/patient/patient-feedback/can-review/{doctorId}
// and POST /api/v1/patient/patient-feedback/create/{doctorId} (the review form of spec 3).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorDetails } from '@contracts/doctor-details';
import {
  CanReviewResponseSchema,
  CreateReviewResponseSchema,
  ReviewListResponseSchema,
  type CanReview,
  type CreateReviewInput,
  type ReviewListResponse,
} from '@contracts/reviews';
import { doctorReviews, reviewCreate, reviewEligibility } from '@contracts/endpoints/reviews';
import { apiRequest } from '@/lib/api/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { doctorDetailsKey } from '@/lib/domain/directory-keys';

export const REVIEWS_PAGE_SIZE = 10;

export async function getReviews(doctorId: string, page: number, signal?: AbortSignal): Promise<ReviewListResponse['data']> {
  const res = await apiRequest(doctorReviews, {
    params: { doctorId },
    query: { page, pageSize: REVIEWS_PAGE_SIZE },
    schema: ReviewListResponseSchema,
    signal,
  });
  return res.data;
}

export const reviewsQueryOptions = (doctorId: string) =>
  infiniteQueryOptions({
    queryKey: ['upn', 'reviews', doctorId] as const,
    queryFn: ({ pageParam, signal }) => getReviews(doctorId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
  });

export function useReviews(doctorId: string) {
  return useInfiniteQuery(reviewsQueryOptions(doctorId));
}

export async function getCanReview(doctorId: string, signal?: AbortSignal): Promise<CanReview> {
  const res = await apiRequest(reviewEligibility, {
    params: { doctorId },
    schema: CanReviewResponseSchema,
    signal,
  });
  return res.data;
}

export const canReviewQueryOptions = (doctorId: string) =>
  queryOptions({
    queryKey: ['patient', 'patient-feedback', 'can-review', doctorId] as const,
    queryFn: ({ signal }) => getCanReview(doctorId, signal),
  });

export function useCanReview(doctorId: string) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...canReviewQueryOptions(doctorId), enabled: isSignedIn });
}

export async function createReview(doctorId: string, input: CreateReviewInput) {
  const res = await apiRequest(reviewCreate, {
    params: { doctorId },
    body: input,
    schema: CreateReviewResponseSchema,
  });
  return res.data;
}

/** Submits a review; then the reviews, the can-review answer and the doctor's rating and votes refresh. */
export function useCreateReview(doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(doctorId, input),
    onSuccess: ({ doctor }) => {
      // The new rating and votes come with the answer. The details are not refetched: the API lets
      // browsers cache them for a minute, so a refetch could bring back the old numbers.
      queryClient.setQueryData<DoctorDetails>(doctorDetailsKey(doctorId), (old) =>
        old ? { ...old, ratingAvg: doctor.ratingAvg, votes: doctor.votes } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['upn', 'reviews', doctorId] });
      void queryClient.invalidateQueries({ queryKey: canReviewQueryOptions(doctorId).queryKey });
    },
  });
}
