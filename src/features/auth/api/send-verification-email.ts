// POST /api/v1/patient/auth/send-patient-verification-email — send the verification link again.
import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@contracts/common';
import { verificationEmailSend } from '@contracts/endpoints/patients';
import { apiRequest } from '@/lib/api/api-client';

export async function sendVerificationEmail(email: string): Promise<string> {
  const res = await apiRequest(verificationEmailSend, {
    body: { email },
    schema: MessageSchema,
  });
  return res.message;
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail, networkMode: 'always' });
}
