// POST /user/upload-profile-picture (multipart `file`), DELETE /user/remove-profile-picture and
// GET /user/profile-picture (owner only: fetched with the bearer token and shown as a blob URL).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_PATH, ProfileResponseSchema } from '../../../../contracts/settings';
import { getIdToken } from '../../../lib/auth';
import { getConfig } from '../../../lib/config';
import { apiRequest } from '../../../lib/api-client';
import { patientProfileQueryOptions } from './patient-detail';

const BASE = '/api/v1/patient/user';

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file, file.name);
  return apiRequest(`${BASE}/upload-profile-picture`, { method: 'POST', body, schema: ProfileResponseSchema });
}

const RemoveResponseSchema = v.object({ message: v.string() });
export function removeProfilePicture() {
  return apiRequest(`${BASE}/remove-profile-picture`, { method: 'DELETE', schema: RemoveResponseSchema });
}

/** The picture as a Blob, or null when there is none. */
export async function fetchProfilePicture(signal?: AbortSignal): Promise<Blob | null> {
  const headers = new Headers({ 'x-api-key': getConfig().apiKey });
  const token = await getIdToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(PROFILE_PICTURE_PATH, { headers, credentials: 'include', signal });
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
    if (!data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [data]);
  return pictureUrl ? url : null;
}

export function useUploadProfilePicture(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (res) => {
      queryClient.setQueryData(patientProfileQueryOptions(uid).queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
    },
  });
}

export function useRemoveProfilePicture(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: () => {
      queryClient.setQueryData(patientProfileQueryOptions(uid).queryKey, (old) => (old ? { ...old, profilePictureUrl: null } : old));
      void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
    },
  });
}
