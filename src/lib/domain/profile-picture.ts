// The signed-in patient's picture: served only to its owner, so it is fetched with the bearer
// token and shown from a blob URL (an <img src> cannot send the token). Used by the profile page
// and the shell's avatar menu.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathOf } from '@contracts/endpoints/endpoint';
import { profilePicture } from '@contracts/endpoints/account';
import { getIdToken } from '../auth/auth';
import { getConfig } from '../settings/config';

/** The picture as a Blob, or null when there is none. */
export async function fetchProfilePicture(signal?: AbortSignal): Promise<Blob | null> {
  const headers = new Headers({ 'x-api-key': getConfig().apiKey });
  const token = await getIdToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(pathOf(profilePicture), { headers, credentials: 'include', signal });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`profile picture: ${res.status}`);
  return res.blob();
}

/** Keyed by the profile's picture URL, so a new upload is fetched again. Not persisted (blobs). */
export const profilePictureQueryOptions = (uid: string, pictureUrl: string | null | undefined) =>
  queryOptions({
    queryKey: ['patient', uid, 'profile-picture', pictureUrl ?? null] as const,
    queryFn: ({ signal }) => (pictureUrl ? fetchProfilePicture(signal) : Promise.resolve(null)),
    staleTime: Infinity,
    meta: { persist: false },
  });

/** An object URL for the signed-in patient's picture (revoked when it changes). */
export function useProfilePictureUrl(uid: string, pictureUrl: string | null | undefined): string | null {
  const { data } = useQuery(profilePictureQueryOptions(uid, pictureUrl));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const next = URL.createObjectURL(data);
    // oxlint-disable-next-line react/set-state-in-effect -- the URL is a resource made here and revoked by the cleanup
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return pictureUrl && data ? url : null;
}
