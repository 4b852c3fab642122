// The patient's conversations: GET /api/v1/chat/threads (most recent first, with the unread count),
// GET /threads/{id}, GET /chat/doctors (doctors the patient may write to) and
// POST /threads/open/{doctorId} (open or find the conversation with one of them).
import * as v from 'valibot';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatDoctorListResponseSchema, ChatThreadListResponseSchema, ChatThreadResponseSchema, type ChatThread,
} from '@contracts/chat';
import { chatDoctorList, chatThread, chatThreadOpen, chatThreads } from '@contracts/endpoints/chat';
import { apiRequest } from '@/lib/api/api-client';
import { chatKeys } from '../keys';


export type ChatDoctor = v.InferOutput<typeof ChatDoctorListResponseSchema>['data']['doctors'][number];

export const threadsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: chatKeys.threads(uid),
    queryFn: async ({ signal }) => (await apiRequest(chatThreads, { schema: ChatThreadListResponseSchema, signal })).data,
    staleTime: 15_000,
  });

export function useThreads(uid: string) {
  return useQuery(threadsQueryOptions(uid));
}

export const threadQueryOptions = (uid: string, threadId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(uid, threadId),
    queryFn: async ({ signal }) =>
      (await apiRequest(chatThread, { params: { id: threadId }, schema: ChatThreadResponseSchema, signal })).data,
    staleTime: 15_000,
  });

/** One conversation's summary; the thread list's copy shows while it loads. */
export function useThread(uid: string, threadId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...threadQueryOptions(uid, threadId),
    placeholderData: () => queryClient.getQueryData(threadsQueryOptions(uid).queryKey)?.threads.find((t) => t.id === threadId),
  });
}

export const chatDoctorsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: chatKeys.doctors(uid),
    queryFn: async ({ signal }) => (await apiRequest(chatDoctorList, { schema: ChatDoctorListResponseSchema, signal })).data.doctors,
    staleTime: 60_000,
  });

export function useChatDoctors(uid: string) {
  return useQuery(chatDoctorsQueryOptions(uid));
}

export function openThread(doctorId: string): Promise<ChatThread> {
  return apiRequest(chatThreadOpen, { params: { doctorId }, schema: ChatThreadResponseSchema }).then((r) => r.data);
}

/** Opens the conversation with a doctor; the lists then show it. */
export function useOpenThread(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openThread,
    onSuccess: (thread, doctorId) => {
      queryClient.setQueryData(chatKeys.thread(uid, thread.id), thread);
      // The doctor now has a conversation: the list must not offer to start one, even before its refetch.
      queryClient.setQueryData(chatKeys.doctors(uid), (doctors: ChatDoctor[] | undefined) =>
        doctors?.map((d) => (d.id === doctorId ? { ...d, threadId: thread.id } : d)));
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(uid) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.doctors(uid) });
    },
  });
}
