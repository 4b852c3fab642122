// POST /user/disable-patient-account {password, confirmPassword, comment?}.
import { useMutation } from '@tanstack/react-query';
import { DisableAccountResponseSchema, type DisableAccountInput } from '@contracts/settings';
import { accountDisable } from '@contracts/endpoints/account';
import { apiRequest } from '@/lib/api/api-client';

export function disableAccount(input: DisableAccountInput) {
  return apiRequest(accountDisable, { body: input, schema: DisableAccountResponseSchema });
}

export function useDisableAccount() {
  return useMutation({ mutationFn: disableAccount });
}
