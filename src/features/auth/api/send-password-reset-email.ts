// POST /api/v1/patient/auth/send-patient-forget-password-request-email — e-mail a reset link.
import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@contracts/common';
import { passwordResetEmailSend } from '@contracts/endpoints/patients';
import { apiRequest } from '@/lib/api/api-client';

export async function sendPasswordResetEmail(email: string): Promise<string> {
  const res = await apiRequest(passwordResetEmailSend, {
    body: { email },
    schema: MessageSchema,
  });
  return res.message;
}

export function useSendPasswordResetEmail() {
  return useMutation({ mutationFn: sendPasswordResetEmail, networkMode: 'always' });
}
