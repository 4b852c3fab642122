// POST /api/v1/patient/auth/register-patient-account — create the account; the server sends the
// verification e-mail. The answer is the same for an address that already has an account.
import { useMutation } from '@tanstack/react-query';
import { RegisterPatientResponseSchema, type RegisterPatientInput } from '@contracts/patient';
import { patientRegister } from '@contracts/endpoints/patients';
import { apiRequest } from '@/lib/api/api-client';

export async function registerPatientAccount(input: RegisterPatientInput): Promise<{ message: string }> {
  const res = await apiRequest(patientRegister, {
    body: input,
    schema: RegisterPatientResponseSchema,
  });
  return res.data;
}

export function useRegisterPatientAccount() {
  return useMutation({ mutationFn: registerPatientAccount, networkMode: 'always' });
}
