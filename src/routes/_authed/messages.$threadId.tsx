import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { Conversation } from '@/features/chat/components/Conversation';
import { useSplitView } from '@/features/chat/layout';

// /messages/<threadId> — one conversation: history, new messages without a reload, and the text box.
export const Route = createFileRoute('/_authed/messages/$threadId')({
  component: ConversationRoute,
});

function ConversationRoute() {
  const uid = useAuth().user?.uid;
  const { threadId } = Route.useParams();
  const split = useSplitView();
  return uid ? <Conversation key={threadId} uid={uid} threadId={threadId} showBack={!split} /> : null;
}
