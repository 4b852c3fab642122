// POST /api/v1/patient/auth/update-patient-password-on-request — set the new password with the
// code from the e-mailed link. The server enforces our password rule (the client SDK would not).
import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@contracts/common';
import type { ResetPasswordInput } from '@contracts/patient';
import { passwordResetUpdate } from '@contracts/endpoints/patients';
import { apiRequest } from '@/lib/api/api-client';

export async function updatePasswordOnRequest(input: ResetPasswordInput): Promise<string> {
  const res = await apiRequest(passwordResetUpdate, {
    body: input,
    schema: MessageSchema,
  });
  return res.message;
}

export function useUpdatePasswordOnRequest() {
  return useMutation({ mutationFn: updatePasswordOnRequest, networkMode: 'always' });
}
