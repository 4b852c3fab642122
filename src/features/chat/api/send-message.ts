// POST /api/v1/chat/threads/{id}/messages {body} with the Idempotency-Key made when Send was pressed.
import { ChatMessageResponseSchema, type ChatMessage } from '@contracts/chat';
import { chatMessageSend } from '@contracts/endpoints/chat';
import { apiRequest } from '@/lib/api/api-client';

export async function sendChatMessage(v: { threadId: string; body: string; idempotencyKey: string }): Promise<ChatMessage> {
  const res = await apiRequest(chatMessageSend, {
    params: { id: v.threadId }, body: { body: v.body }, idempotencyKey: v.idempotencyKey, schema: ChatMessageResponseSchema,
  });
  return res.data;
}
