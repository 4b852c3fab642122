// The patient's family members: GET /family-member/list, POST /family-member/create,
// PUT /family-member/update/{id}, DELETE /family-member/remove/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FamilyMemberActionResponseSchema, FamilyMemberListResponseSchema, FamilyMemberRemoveResponseSchema,
  type FamilyMember, type FamilyMemberInput,
} from '@contracts/family';
import { familyMemberCreate, familyMemberList, familyMemberRemove, familyMemberUpdate } from '@contracts/endpoints/family';
import { apiRequest } from '@/lib/api/api-client';

export type { FamilyMember, FamilyMemberInput };

export async function listFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  const res = await apiRequest(familyMemberList, { schema: FamilyMemberListResponseSchema, signal });
  return res.data.members;
}

export const familyMembersQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['patient', uid, 'family-members'] as const,
    queryFn: ({ signal }) => listFamilyMembers(signal),
  });

export function useFamilyMembers(uid: string) {
  return useQuery(familyMembersQueryOptions(uid));
}

export function createFamilyMember(input: FamilyMemberInput) {
  return apiRequest(familyMemberCreate, { body: input, schema: FamilyMemberActionResponseSchema });
}

export function updateFamilyMember(id: string, input: FamilyMemberInput) {
  return apiRequest(familyMemberUpdate, { params: { id }, body: input, schema: FamilyMemberActionResponseSchema });
}

export function removeFamilyMember(id: string) {
  return apiRequest(familyMemberRemove, { params: { id }, schema: FamilyMemberRemoveResponseSchema });
}

/** Add (no id) or edit (id) a member; the list is updated from the answer and refetched. */
export function useSaveFamilyMember(uid: string) {
  const queryClient = useQueryClient();
  const key = familyMembersQueryOptions(uid).queryKey;
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: FamilyMemberInput }) =>
      id ? updateFamilyMember(id, input) : createFamilyMember(input),
    onSuccess: (res) => {
      queryClient.setQueryData(key, (old) => {
        if (!old) return old;
        return old.some((m) => m.id === res.data.id) ? old.map((m) => (m.id === res.data.id ? res.data : m)) : [...old, res.data];
      });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useRemoveFamilyMember(uid: string) {
  const queryClient = useQueryClient();
  const key = familyMembersQueryOptions(uid).queryKey;
  return useMutation({
    mutationFn: (id: string) => removeFamilyMember(id),
    onSuccess: (res) => {
      queryClient.setQueryData(key, (old) => old?.filter((m) => m.id !== res.data.id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
