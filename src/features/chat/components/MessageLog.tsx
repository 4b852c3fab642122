import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@contracts/chat';
import { Button } from '@/ui/Button/Button';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { errorText } from '@/lib/api/api-client';
import type { Locale } from '@/lib/i18n/i18n';
import type { PendingSend } from '../use-pending-sends';
import { messageTime } from './message-time';
import * as s from './Messages.css';

type Props = {
  doctorName: string;
  messages: ChatMessage[];
  pending: PendingSend[];
  onRetry: (send: PendingSend) => void;
  onDiscard: (send: PendingSend) => void;
};

/** Near the bottom (within this many pixels) the log follows new messages. */
const STICK_PX = 80;

/**
 * The conversation as a live log (new messages are announced politely), oldest first, followed by
 * the patient's messages still waiting to be sent. It scrolls itself: to the bottom when opened and
 * when a message arrives while the patient is at the bottom; it keeps its place when older ones load.
 */
export function MessageLog({ doctorName, messages, pending, onRetry, onDiscard }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ first?: string; last?: string; height: number; pending: number }>({ height: 0, pending: 0 });

  const first = messages[0]?.id;
  const newest = messages[messages.length - 1];
  const last = newest?.id;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = seen.current;
    const olderLoaded = before.first !== undefined && first !== before.first && last === before.last;
    const sentByMe = pending.length > before.pending || newest?.sender === 'patient';
    if (olderLoaded) el.scrollTop += el.scrollHeight - before.height;
    else if (atBottom.current || sentByMe || before.first === undefined) el.scrollTop = el.scrollHeight;
    seen.current = { first, last, height: el.scrollHeight, pending: pending.length };
  }, [first, last, pending.length, newest]);

  const onScroll = () => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  };

  const empty = messages.length === 0 && pending.length === 0;
  return (
    <div
      ref={ref}
      className={s.log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t`Messages with Dr. ${doctorName}`}
      // Scrollable, so reachable by keyboard.
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-log"
    >
      {empty ? (
        <p className={s.emptyLog}>
          <Trans>No messages yet. Write the first one below.</Trans>
        </p>
      ) : (
        <ol className={s.messages}>
          {messages.map((m) => {
            const mine = m.sender === 'patient';
            const who = mine ? t`You` : t`Dr. ${doctorName}`;
            return (
              <li key={m.id} className={mine ? `${s.bubble} ${s.mine}` : s.bubble} data-sender={m.sender} data-message-id={m.id}>
                <VisuallyHidden>{who}: </VisuallyHidden>
                <p className={s.body}>{m.body}</p>
                <p className={s.meta}>
                  <time dateTime={m.createdAt}>{messageTime(m.createdAt, locale)}</time>
                </p>
              </li>
            );
          })}
          {pending.map((send) => (
            <li
              key={send.variables.idempotencyKey}
              className={`${s.bubble} ${s.mine} ${send.status === 'error' ? s.failed : s.waiting}`}
              data-sender="patient"
              data-status={send.status === 'error' ? 'failed' : 'waiting'}
            >
              <VisuallyHidden>{t`You`}: </VisuallyHidden>
              <p className={s.body}>{send.variables.body}</p>
              {send.status === 'error' ? (
                <>
                  <p className={s.meta}>
                    <Trans>Not sent.</Trans> {errorText(send.error)}
                  </p>
                  <span className={s.bubbleActions}>
                    <Button variant="outline" size="sm" onClick={() => onRetry(send)}>
                      <Trans>Send again</Trans>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => onDiscard(send)}>
                      <Trans>Delete</Trans>
                    </Button>
                  </span>
                </>
              ) : (
                <p className={s.meta}>
                  <Trans>Waiting to send</Trans>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
