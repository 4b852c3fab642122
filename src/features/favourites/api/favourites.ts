// GET /api/v1/patient/favourite-doctor/list, POST /favourite-doctor/create/{id},
// DELETE /favourite-doctor/remove/{id} — the signed-in patient's favourite doctors.
import { useCallback, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { DoctorCard } from '@contracts/doctors';
import {
  FavouriteChangeResponseSchema,
  FavouriteListResponseSchema,
  type FavouriteDoctor,
} from '@contracts/favourites';
import { favouriteAdd, favouriteList, favouriteRemove } from '@contracts/endpoints/favourites';
import { apiRequest, errorText } from '@/lib/api/api-client';
import { toast } from '@/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';

export const favouritesQueryKey = ['patient', 'favourite-doctor', 'list'] as const;

export async function getFavouriteDoctors(signal?: AbortSignal): Promise<FavouriteDoctor[]> {
  const res = await apiRequest(favouriteList, { schema: FavouriteListResponseSchema, signal });
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
  return apiRequest(favourite ? favouriteAdd : favouriteRemove, { params: { id: doctorId }, schema: FavouriteChangeResponseSchema });
}

type ChangeVars = { doctor: DoctorCard; favourite: boolean };

/**
 * Adds or removes a favourite optimistically; on failure the list is rolled back and a toast says why.
 * Not useMutation: its observer (~1 KB gzip) would be the only one on a guest's first screen (the
 * hearts on the home and find pages), which has a budget.
 */
export function useSetFavourite(): { mutate: (vars: ChangeVars) => void; isPending: boolean; variables: ChangeVars | undefined } {
  const queryClient = useQueryClient();
  const [variables, setVariables] = useState<ChangeVars>();
  const mutate = useCallback((vars: ChangeVars) => {
    const { doctor, favourite } = vars;
    setVariables(vars);
    void (async () => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const previous = queryClient.getQueryData<FavouriteDoctor[]>(favouritesQueryKey);
      const without = (previous ?? []).filter((d) => d.id !== doctor.id);
      const next: FavouriteDoctor[] = favourite
        ? [{ trustScore: 0, favouritedAt: new Date().toISOString(), ...doctor }, ...without]
        : without;
      queryClient.setQueryData<FavouriteDoctor[]>(favouritesQueryKey, next);
      try {
        await setFavourite(doctor.id, favourite);
        toast.success(favourite ? t`Added to favourites` : t`Removed from favourites`);
      } catch (err) {
        queryClient.setQueryData(favouritesQueryKey, previous);
        const reason = errorText(err);
        toast.error(favourite ? t`Could not add to favourites. ${reason}` : t`Could not remove from favourites. ${reason}`);
      } finally {
        setVariables(undefined);
        void queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
      }
    })();
  }, [queryClient]);
  return { mutate, isPending: variables !== undefined, variables };
}
