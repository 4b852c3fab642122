// PUT /api/v1/patient/user/update-patient-details (the read is src/lib/domain/patient-profile.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdatePatientDetailsResponseSchema, type PatientProfile, type UpdatePatientDetailsInput } from '@contracts/patient';
import { patientDetailUpdate } from '@contracts/endpoints/patients';
import { apiRequest } from '@/lib/api/api-client';
import { patientProfileQueryOptions } from '@/lib/domain/patient-profile';

export type { PatientProfile, UpdatePatientDetailsInput };

export function updatePatientDetails(input: UpdatePatientDetailsInput) {
  return apiRequest(patientDetailUpdate, {
    body: input, schema: UpdatePatientDetailsResponseSchema,
  });
}

/** Writes the answer into the profile cache (and refetches the other profile-derived queries). */
export function useUpdatePatientDetails(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatientDetails,
    onSuccess: (res) => {
      queryClient.setQueryData(patientProfileQueryOptions(uid).queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
    },
  });
}
