import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { MessagesLayout } from '@/features/chat/components/MessagesLayout';
import { OfflineDataNotice } from '@/features/offline/components/OfflineDataNotice';

// /messages — the patient's conversations with their doctors (the list, and beside it on large
// screens the open conversation, /messages/<threadId>).
export const Route = createFileRoute('/_authed/messages')({
  component: MessagesRoute,
});

function MessagesRoute() {
  const uid = useAuth().user?.uid;
  const { threadId } = useParams({ strict: false });
  if (!uid) return null;
  return (
    <>
      {/* The list and the open conversation (the patient's own history) are kept offline. */}
      <OfflineDataNotice queryKey={['patient', uid, 'chat']} />
      <MessagesLayout uid={uid} activeThreadId={threadId}>
        <Outlet />
      </MessagesLayout>
    </>
  );
}
