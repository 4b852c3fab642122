import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Spinner } from '@/ui/Spinner/Spinner';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { formatDateTime } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import { CHAT_MESSAGE_MAX_LENGTH } from '@contracts/chat';
import { meQuery } from '../api/console';
import { messagesQuery, threadsQuery, useMarkRead, useSendReply } from '../api/chat';
import { useStaffSession } from '../session';
import { useConsoleLive } from '../use-console-live';
import { ConsoleLayout } from './ConsoleLayout';
import * as s from './Console.css';
import * as c from './ConsoleChat.css';

const ZONE = 'Asia/Kathmandu';

/** /clinic/chat: the doctor's conversations with patients, unread first; replies both ways live. */
export function ChatPage({ threadId }: { threadId: string | undefined }) {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  return <Chat uid={session.user.uid} threadId={threadId} />;
}

function Chat({ uid, threadId }: { uid: string; threadId: string | undefined }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const me = useQuery(meQuery(uid));
  const isDoctor = me.data?.role === 'doctor';
  const threads = useQuery({ ...threadsQuery(uid), enabled: isDoctor });
  useConsoleLive(uid, isDoctor);
  useDocumentTitle(t`Messages`);
  const sorted = [...(threads.data ?? [])].sort((a, b) =>
    Number(b.unreadCount > 0) - Number(a.unreadCount > 0) || (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt));
  const open = sorted.find((th) => th.id === threadId);
  return (
    <ConsoleLayout me={me.data}>
      <h1 className={s.pageTitle}><Trans>Messages</Trans></h1>
      {me.isError ? <QueryError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {me.data && !isDoctor ? <p><Trans>Conversations with patients are the doctor's own.</Trans></p> : null}
      {threads.isError ? <QueryError error={threads.error} onRetry={() => void threads.refetch()} /> : null}
      {isDoctor && threads.isPending ? <Spinner label={t`Loading conversations`} /> : null}
      {threads.data ? (
        <div className={c.split}>
          <nav className={c.panel} aria-label={t`Conversations`}>
            {sorted.length === 0 ? <p className={s.muted}><Trans>No conversations yet.</Trans></p> : null}
            <ul className={c.threads}>
              {sorted.map((th) => {
                const name = `${th.patient.firstName} ${th.patient.lastName}`;
                return (
                  <li key={th.id}>
                    <Link to="/clinic/chat" search={{ thread: th.id }} className={c.thread} aria-current={th.id === threadId ? 'page' : undefined} data-thread={th.id}>
                      <span className={c.threadTop}>
                        <span className={c.threadName}>{name}</span>
                        {th.unreadCount > 0 ? <span className={c.unread}>{th.unreadCount}<VisuallyHidden> {t`unread`}</VisuallyHidden></span> : null}
                      </span>
                      {th.lastMessage ? <span className={c.preview}>{th.lastMessage.body}</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {open ? (
            <Conversation uid={uid} threadId={open.id} patientName={`${open.patient.firstName} ${open.patient.lastName}`} locale={locale} />
          ) : (
            <p className={s.muted}><Trans>Choose a conversation.</Trans></p>
          )}
        </div>
      ) : null}
    </ConsoleLayout>
  );
}

function Conversation({ uid, threadId, patientName, locale }: { uid: string; threadId: string; patientName: string; locale: 'en' | 'ne' }) {
  const { t } = useLingui();
  const id = useId();
  const messages = useQuery(messagesQuery(uid, threadId));
  const send = useSendReply(uid, threadId);
  const markRead = useMarkRead(uid, threadId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const newestUnread = messages.data?.messages.findLast((m) => m.sender === 'patient' && !m.readAt)?.id;
  const { mutate: mark } = markRead;
  useEffect(() => { if (newestUnread) mark(); }, [newestUnread, mark]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError(t`Write a message first.`);
    setError(null);
    send.mutate(body, { onSuccess: () => setText(''), onError: (err) => toast.error(errorText(err)) });
  };
  return (
    <section className={c.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.name}>{patientName}</h2>
      {messages.isPending ? <Spinner label={t`Loading messages`} /> : null}
      {messages.isError ? <QueryError error={messages.error} onRetry={() => void messages.refetch()} /> : null}
      {messages.data ? (
        <div role="log" aria-label={t`Conversation with ${patientName}`}>
        <ol className={c.log}>
          {messages.data.messages.map((m) => (
            <li key={m.id} className={`${c.bubble} ${m.sender === 'doctor' ? c.mine : ''}`} data-sender={m.sender}>
              {m.body}
              <span className={c.when}>{m.sender === 'doctor' ? t`You` : patientName} · {formatDateTime(m.createdAt, { locale, timeZone: ZONE })}</span>
            </li>
          ))}
        </ol>
        </div>
      ) : null}
      <form className={c.composer} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-reply`}><Trans>Reply</Trans></label>
        <textarea
          id={`${id}-reply`} name="reply" className={c.textarea} maxLength={CHAT_MESSAGE_MAX_LENGTH} value={text}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => { setText(e.target.value); setError(null); }}
        />
        {error ? <p id={`${id}-error`} className={s.alert} role="alert">{error}</p> : null}
        <div><Button type="submit" loading={send.isPending}><Trans>Send</Trans></Button></div>
      </form>
    </section>
  );
}
