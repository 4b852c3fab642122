// POST /user/upload-profile-picture (multipart `file`), DELETE /user/remove-profile-picture and
// GET /user/profile-picture (owner only: fetched with the bearer token and shown as a blob URL).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PROFILE_PICTURE_FIELD, ProfileResponseSchema } from '@contracts/settings';
import { profilePictureRemove, profilePictureUpload } from '@contracts/endpoints/account';
import { apiRequest } from '@/lib/api/api-client';
import { patientProfileQueryOptions } from '@/lib/domain/patient-profile';

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file, file.name);
  return apiRequest(profilePictureUpload, { body, schema: ProfileResponseSchema });
}

const RemoveResponseSchema = v.object({ message: v.string() });
export function removeProfilePicture() {
  return apiRequest(profilePictureRemove, { schema: RemoveResponseSchema });
}

// Fetching the picture as a blob lives in src/lib: the shell's avatar menu shows it too.
export { useProfilePictureUrl } from '@/lib/domain/profile-picture';

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
