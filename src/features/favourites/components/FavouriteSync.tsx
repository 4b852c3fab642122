// The signed-in patient's favourite state: the list (one query) and the change (optimistic, rolled
// back with a toast when the server refuses). Its own chunk: a guest's hearts (FavouriteButton.tsx)
// only send them to sign in, so a guest's first screen carries none of this.
import { useLayoutEffect, useMemo } from 'react';
import { useFavouriteDoctors, useSetFavourite } from '../api/favourites';
import type { FavouriteToggle } from './FavouriteButton';

/** The favourites of the signed-in patient, and a change that shows at once. */
export function useFavouriteToggle(): FavouriteToggle {
  const favourites = useFavouriteDoctors();
  const { mutate, isPending, variables } = useSetFavourite();
  const ids = useMemo(() => new Set((favourites.data ?? []).map((d) => d.id)), [favourites.data]);
  const busyId = isPending ? variables?.doctor.id : undefined;
  return useMemo(
    () => ({
      isFavourite: (doctorId) => ids.has(doctorId),
      busyId,
      toggle: (doctor) => {
        if (busyId === doctor.id) return;
        mutate({ doctor, favourite: !ids.has(doctor.id) });
      },
    }),
    [ids, busyId, mutate],
  );
}

/** Hands the signed-in favourite state to the hearts' owner (FavouriteButton.tsx), which renders no more than this. */
export default function FavouriteSync({ onChange }: { onChange: (toggle: FavouriteToggle) => void }) {
  const toggle = useFavouriteToggle();
  // Before paint: the hearts never show the state of the moment before.
  useLayoutEffect(() => onChange(toggle), [toggle, onChange]);
  return null;
}
