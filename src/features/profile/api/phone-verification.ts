// POST /user/phone/send-code and POST /user/phone/verify {code}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SendPhoneCodeResponseSchema, VerifyPhoneResponseSchema, type SendPhoneCodeInput,
} from '@contracts/settings';
import { phoneCodeSend, phoneVerify } from '@contracts/endpoints/account';
import { apiRequest } from '@/lib/api/api-client';
import { patientProfileQueryOptions } from '@/lib/domain/patient-profile';

export function sendPhoneCode(input: SendPhoneCodeInput) {
  return apiRequest(phoneCodeSend, { body: input, schema: SendPhoneCodeResponseSchema });
}

export function verifyPhone(code: string) {
  return apiRequest(phoneVerify, { body: { code }, schema: VerifyPhoneResponseSchema });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export function useVerifyPhone(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (res) => {
      queryClient.setQueryData(patientProfileQueryOptions(uid).queryKey, res.data);
      void queryClient.invalidateQueries({ queryKey: ['patient', uid] });
    },
  });
}
