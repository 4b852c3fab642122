// POST /user/disable-patient-account {password, confirmPassword, comment?}.
import { useMutation } from '@tanstack/react-query';
import { DisableAccountResponseSchema, type DisableAccountInput } from '../../../../contracts/settings';
import { apiRequest } from '../../../lib/api-client';

export function disableAccount(input: DisableAccountInput) {
  return apiRequest('/api/v1/patient/user/disable-patient-account', { method: 'POST', body: input, schema: DisableAccountResponseSchema });
}

export function useDisableAccount() {
  return useMutation({ mutationFn: disableAccount });
}
