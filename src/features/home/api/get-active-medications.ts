// GET /api/v1/patient/medications/active — prescriptions started and not yet stopped.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActiveMedicationsResponseSchema, type ActiveMedication } from '@contracts/home';
import { medicationsActive } from '@contracts/endpoints/home';
import { apiRequest } from '@/lib/api/api-client';

export type { ActiveMedication };

export async function getActiveMedications(signal?: AbortSignal): Promise<ActiveMedication[]> {
  const res = await apiRequest(medicationsActive, { schema: ActiveMedicationsResponseSchema, signal });
  return res.data.medications;
}

export const activeMedicationsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'medications', 'active'] as const,
    queryFn: ({ signal }) => getActiveMedications(signal),
    staleTime: 5 * 60_000,
  });

export function useActiveMedications(uid: string) {
  return useQuery(activeMedicationsQueryOptions(uid));
}
