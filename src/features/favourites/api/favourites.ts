// GET /api/v1/patient/favourite-doctor/list, POST /favourite-doctor/create/{id},
// DELETE /favourite-doctor/remove/{id} — the signed-in patient's favourite doctors.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { DoctorCard } from '../../../../contracts/doctors';
import {
  FavouriteChangeResponseSchema,
  FavouriteListResponseSchema,
  type FavouriteDoctor,
} from '../../../../contracts/favourites';
import { apiRequest, errorText } from '../../../lib/api-client';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../auth/AuthProvider';

export const favouritesQueryKey = ['patient', 'favourite-doctor', 'list'] as const;

export async function getFavouriteDoctors(signal?: AbortSignal): Promise<FavouriteDoctor[]> {
  const res = await apiRequest('/api/v1/patient/favourite-doctor/list', { schema: FavouriteListResponseSchema, signal });
  return res.data.doctors;
}

export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: ({ signal }) => getFavouriteDoctors(signal),
  });

export function useFavouriteDoctors() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...favouritesQueryOptions(), enabled: isSignedIn });
}

export async function setFavourite(doctorId: string, favourite: boolean) {
  const id = encodeURIComponent(doctorId);
  return apiRequest(
    favourite ? `/api/v1/patient/favourite-doctor/create/${id}` : `/api/v1/patient/favourite-doctor/remove/${id}`,
    { method: favourite ? 'POST' : 'DELETE', schema: FavouriteChangeResponseSchema },
  );
}

type ChangeVars = { doctor: DoctorCard; favourite: boolean };

/** Adds or removes a favourite optimistically; on failure the list is rolled back and a toast says why. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ doctor, favourite }: ChangeVars) => setFavourite(doctor.id, favourite),
    onMutate: async ({ doctor, favourite }: ChangeVars) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const previous = queryClient.getQueryData<FavouriteDoctor[]>(favouritesQueryKey);
      const list = previous ?? [];
      const without = list.filter((d) => d.id !== doctor.id);
      const next: FavouriteDoctor[] = favourite
        ? [{ trustScore: 0, favouritedAt: new Date().toISOString(), ...doctor }, ...without]
        : without;
      queryClient.setQueryData<FavouriteDoctor[]>(favouritesQueryKey, next);
      return { previous };
    },
    onError: (err, { favourite }, context) => {
      queryClient.setQueryData(favouritesQueryKey, context?.previous);
      const reason = errorText(err);
      toast.error(favourite ? t`Could not add to favourites. ${reason}` : t`Could not remove from favourites. ${reason}`);
    },
    onSuccess: (_res, { favourite }) => {
      toast.success(favourite ? t`Added to favourites` : t`Removed from favourites`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
