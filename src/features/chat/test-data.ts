// Test data of the messages area (tests only).
import type { ChatMessage, ChatThread } from '@contracts/chat';

export const THREAD_ID = '4f1c2a34-1111-4222-8333-444455556666';

let n = 0;
export function message(over: Partial<ChatMessage> = {}): ChatMessage {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id, threadId: THREAD_ID, sender: 'doctor', body: `message ${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 21, 6, 0, n)).toISOString(), readAt: null, ...over,
  };
}

export function thread(over: Partial<ChatThread> = {}): ChatThread {
  return {
    id: THREAD_ID,
    doctor: { id: 'd1', firstName: 'Nirmala', lastName: 'Sampang', profilePictureUrl: null, specialization: 'Family Medicine' },
    lastMessage: null, unreadCount: 0, lastMessageAt: null, createdAt: '2026-11-20T06:00:00.000Z', ...over,
  };
}
