import { useEffect, useMemo, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@contracts/chat';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { isNotFound } from '@/lib/api/api-client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useMarkRead, useMessages } from '../api/messages';
import { useThread } from '../api/threads';
import { historyMessages } from '../cache';
import { doctorFullName } from '../labels';
import type { Locale } from '@/lib/i18n/i18n';
import { CHAT_SEND_KEY, type ChatSendVariables } from '../outbox';
import { useChatLive } from '../use-chat-live';
import { useDiscardSend, usePendingSends } from '../use-pending-sends';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';
import * as s from './Messages.css';

type Props = {
  uid: string;
  threadId: string;
  /** A way back to the list (small screens, where the list is another screen). */
  showBack: boolean;
};

/** One conversation: the doctor, the history (older pages on demand), live updates and the text box. */
export function Conversation({ uid, threadId, showBack }: Props) {
  const { t, i18n } = useLingui();
  const thread = useThread(uid, threadId);
  const history = useMessages(uid, threadId);
  const mode = useChatLive(uid, threadId, history.isSuccess);
  const pending = usePendingSends(threadId);
  const discard = useDiscardSend();
  const send = useMutation<ChatMessage, unknown, ChatSendVariables>({ mutationKey: CHAT_SEND_KEY });
  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const name = thread.data ? doctorFullName(thread.data.doctor, i18n.locale as Locale) : '';
  useDocumentTitle(name ? t`Dr. ${name} · Messages` : t`Messages`);
  useMarkReadWhenShown(uid, threadId, messages);

  const back = showBack ? (
    <Link to="/messages" className={s.back}>
      <Trans>← All conversations</Trans>
    </Link>
  ) : null;

  if (thread.isError && !thread.data) {
    return (
      <section className={s.panel} aria-labelledby="conversation-title">
        {back}
        <h2 id="conversation-title" className={s.panelTitle}>
          {isNotFound(thread.error) ? <Trans>Conversation not found</Trans> : <Trans>Messages</Trans>}
        </h2>
        {isNotFound(thread.error) ? (
          <EmptyState headingLevel={3} title={<Trans>This conversation does not exist or is not yours.</Trans>} />
        ) : (
          <QueryError error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
        )}
      </section>
    );
  }

  const onSend = (body: string) => {
    // The key is made now, when Send is pressed: a retry or a resumed send stores the message once.
    send.mutate({ uid, threadId, body, idempotencyKey: newIdempotencyKey(), createdAt: new Date().toISOString() });
  };

  let log;
  if (history.isPending) {
    log = (
      <div className={s.log} aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading messages…</Trans>
        </VisuallyHidden>
        <Skeleton width="55%" height="2.5em" />
        <Skeleton width="40%" height="2.5em" />
        <Skeleton width="60%" height="2.5em" />
      </div>
    );
  } else if (history.isError && !history.data) {
    log = <QueryError error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  } else {
    log = (
      <MessageLog
        doctorName={name}
        messages={messages}
        pending={pending}
        onRetry={(failed) => {
          discard(failed.mutationId);
          send.mutate(failed.variables);
        }}
        onDiscard={(failed) => discard(failed.mutationId)}
      />
    );
  }

  return (
    <section className={s.conversation} aria-labelledby="conversation-title" data-testid="conversation">
      <header className={s.header}>
        {back}
        {thread.data ? <Avatar src={thread.data.doctor.profilePictureUrl} name={name} size="md" decorative /> : null}
        <div className={s.headerText}>
          <h2 id="conversation-title" className={s.headerName}>
            {thread.data ? t`Dr. ${name}` : <Skeleton width="12em" />}
          </h2>
          {thread.data ? <p className={s.muted}>{thread.data.doctor.specialization}</p> : null}
          {mode === 'polling' ? (
            <p className={s.liveStatus} role="status">
              <Trans>Live updates are interrupted; checking for new messages every few seconds.</Trans>
            </p>
          ) : null}
        </div>
      </header>
      <div className={s.composer}>
        {history.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className={s.older}
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            <Trans>Load earlier messages</Trans>
          </Button>
        ) : null}
        {log}
      </div>
      <Composer doctorName={name} onSend={onSend} draftKey={`chat:${threadId}`} />
    </section>
  );
}

/** Marks the doctor's messages read when a new unread one is on screen (once per message). */
function useMarkReadWhenShown(uid: string, threadId: string, messages: ChatMessage[]) {
  const markRead = useMarkRead(uid, threadId);
  const marked = useRef<string | null>(null);
  let newestUnread: string | null = null;
  for (const m of messages) if (m.sender === 'doctor' && m.readAt === null) newestUnread = m.id;
  const { mutate } = markRead;
  useEffect(() => {
    if (!newestUnread || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate();
  }, [newestUnread, mutate]);
}
