// POST /api/v1/chat/threads/{id}/messages {body} with the Idempotency-Key made when Send was pressed.
import { ChatMessageResponseSchema, type ChatMessage } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api-client';

export async function sendChatMessage(v: { threadId: string; body: string; idempotencyKey: string }): Promise<ChatMessage> {
  const res = await apiRequest(`/api/v1/chat/threads/${encodeURIComponent(v.threadId)}/messages`, {
    method: 'POST', body: { body: v.body }, idempotencyKey: v.idempotencyKey, schema: ChatMessageResponseSchema,
  });
  return res.data;
}
