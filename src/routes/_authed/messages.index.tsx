import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { MessagesHome } from '@/features/chat/components/MessagesHome';

export const Route = createFileRoute('/_authed/messages/')({
  component: MessagesIndexRoute,
});

function MessagesIndexRoute() {
  const uid = useAuth().user?.uid;
  return uid ? <MessagesHome uid={uid} /> : null;
}
