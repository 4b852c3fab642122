// POST /user/change-password {currentPassword, newPassword, confirmPassword}; revokes the sessions.
import { useMutation } from '@tanstack/react-query';
import { ChangePasswordResponseSchema, type ChangePasswordInput } from '@contracts/settings';
import { passwordChange } from '@contracts/endpoints/account';
import { apiRequest } from '@/lib/api/api-client';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest(passwordChange, { body: input, schema: ChangePasswordResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
