// The Health part of the profile: GET /health-profile, PUT /health-profile/answers,
// POST/DELETE /health-profile/allergies and /problems.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HealthProfileActionResponseSchema, HealthProfileResponseSchema,
  type AllergyInput, type HealthAnswersInput, type HealthProfile, type ProblemInput,
} from '@contracts/health-summary';
import {
  healthAllergyAdd, healthAllergyRemove, healthProblemAdd, healthProblemRemove, healthProfileAnswers, healthProfileGet,
} from '@contracts/endpoints/health-summary';
import { apiRequest } from '@/lib/api/api-client';

export type { HealthProfile };

export const healthProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'health-profile'] as const,
    queryFn: async ({ signal }) => (await apiRequest(healthProfileGet, { schema: HealthProfileResponseSchema, signal })).data,
  });

export function useHealthProfile(uid: string) {
  return useQuery(healthProfileQueryOptions(uid));
}

type Change =
  | { kind: 'answers'; input: HealthAnswersInput }
  | { kind: 'addAllergy'; input: AllergyInput }
  | { kind: 'addProblem'; input: ProblemInput }
  | { kind: 'removeAllergy'; id: string }
  | { kind: 'removeProblem'; id: string };

function send(change: Change) {
  const schema = HealthProfileActionResponseSchema;
  switch (change.kind) {
    case 'answers': return apiRequest(healthProfileAnswers, { body: change.input, schema });
    case 'addAllergy': return apiRequest(healthAllergyAdd, { body: change.input, schema });
    case 'addProblem': return apiRequest(healthProblemAdd, { body: change.input, schema });
    case 'removeAllergy': return apiRequest(healthAllergyRemove, { params: { id: change.id }, schema });
    case 'removeProblem': return apiRequest(healthProblemRemove, { params: { id: change.id }, schema });
  }
}

/** Every change answers with the whole profile: it replaces the cached one. */
export function useChangeHealthProfile(uid: string) {
  const queryClient = useQueryClient();
  const key = healthProfileQueryOptions(uid).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      queryClient.setQueryData(key, res.data);
      void queryClient.invalidateQueries({ queryKey: ['patient', uid, 'health-summary'] });
    },
  });
}
