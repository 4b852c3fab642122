import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/clinic/components/ChatPage';

export const Route = createFileRoute('/clinic/chat')({
  validateSearch: (search: Record<string, unknown>): { thread?: string } => (typeof search['thread'] === 'string' ? { thread: search['thread'] } : {}),
  component: ChatRoute,
});

function ChatRoute() {
  const { thread } = Route.useSearch();
  return <ChatPage threadId={thread} />;
}
