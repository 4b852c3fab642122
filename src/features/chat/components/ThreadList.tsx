import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ChatThread } from '@contracts/chat';
import { Avatar } from '@/ui/Avatar/Avatar';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import type { Locale } from '@/lib/i18n/i18n';
import { useChatDoctors, useThreads } from '../api/threads';
import { doctorFullName } from '../labels';
import { messageTime } from './message-time';
import { StartConversation } from './StartConversation';
import * as s from './Messages.css';

type Props = { uid: string; activeThreadId?: string | undefined };

/** The patient's conversations, most recent first, with the unread counts; then doctors to start one with. */
export function ThreadList({ uid, activeThreadId }: Props) {
  const { t } = useLingui();
  const threads = useThreads(uid);
  const doctors = useChatDoctors(uid);
  const newDoctors = (doctors.data ?? []).filter((d) => !d.threadId);

  let content;
  if (threads.isPending) content = <ThreadsSkeleton />;
  else if (threads.isError && !threads.data) {
    content = <QueryError error={threads.error} onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  } else if (threads.data.threads.length === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={<Trans>No conversations yet</Trans>}
        message={
          newDoctors.length > 0
            ? <Trans>Write to a doctor you have an appointment with.</Trans>
            : <Trans>You can message a doctor once you have booked an appointment with them.</Trans>
        }
        action={
          <Link to="/find/doctors" className={s.linkButton}>
            <Trans>Find a doctor</Trans>
          </Link>
        }
      />
    );
  } else {
    content = (
      <ul className={s.threads}>
        {threads.data.threads.map((thread) => (
          <li key={thread.id}>
            <ThreadLink thread={thread} active={thread.id === activeThreadId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav className={s.panel} aria-label={t`Conversations`}>
      <h2 className={s.panelTitle}>
        <Trans>Conversations</Trans>
      </h2>
      {content}
      {newDoctors.length > 0 ? <StartConversation uid={uid} doctors={newDoctors} /> : null}
    </nav>
  );
}

function ThreadLink({ thread, active }: { thread: ChatThread; active: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = doctorFullName(thread.doctor, locale);
  const last = thread.lastMessage;
  const unread = thread.unreadCount;
  const lastBody = last?.body ?? '';
  const preview = !last ? t`No messages yet` : last.sender === 'patient' ? t`You: ${lastBody}` : lastBody;
  return (
    <Link
      to="/messages/$threadId"
      params={{ threadId: thread.id }}
      className={s.threadLink}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-thread"
    >
      <Avatar src={thread.doctor.profilePictureUrl} name={name} size="md" decorative />
      <span className={s.threadText}>
        <span className={s.threadTop}>
          <span className={s.threadName}>{t`Dr. ${name}`}</span>
          {thread.lastMessageAt ? <span className={s.threadTime}>{messageTime(thread.lastMessageAt, locale)}</span> : null}
        </span>
        <span className={s.muted}>{thread.doctor.specialization}</span>
        <span className={unread > 0 ? `${s.preview} ${s.previewUnread}` : s.preview}>{preview}</span>
      </span>
      {unread > 0 ? (
        <span className={s.unread} data-testid="unread-count">
          <span aria-hidden="true">{i18n.number(unread)}</span>
          <VisuallyHidden>
            <Plural value={unread} one="# unread message" other="# unread messages" />
          </VisuallyHidden>
        </span>
      ) : null}
    </Link>
  );
}

function ThreadsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading conversations…</Trans>
      </VisuallyHidden>
      <ul className={s.threads} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={s.threadLink}>
            <Skeleton variant="circle" width="40px" height="40px" />
            <span className={s.threadText}>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
