import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHAT_MESSAGE_MAX_LENGTH } from '@contracts/chat';
import { Button } from '@/ui/Button/Button';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '@/ui/shared.css';
import { useFormDraft } from '@/lib/offline/drafts';
import * as s from './Messages.css';

/**
 * The text box under a conversation. Enter sends (Shift+Enter: a new line; not while an input
 * method is composing, as Nepali keyboards do); the box empties at once, the message shows as
 * waiting until the server has it. A message half written survives an app update's reload (issue
 * 15): given back when the conversation (`draftKey`) opens again.
 */
export function Composer({ doctorName, onSend, draftKey }: { doctorName: string; onSend: (body: string) => void; draftKey: string }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useFormDraft(draftKey, { text }, (draft) => setText(draft.text ?? ''));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(t`Write a message first.`);
      input.current?.focus();
      return;
    }
    setError(null);
    onSend(body);
    setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={s.composer} onSubmit={submit} aria-label={t`Write to Dr. ${doctorName}`} noValidate>
      <label htmlFor={`${id}-message`} className={visuallyHidden}>
        <Trans>Message</Trans>
      </label>
      <div className={s.composerRow}>
        <textarea
          ref={input}
          id={`${id}-message`}
          name="message"
          className={s.input}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t`Write a message…`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit">
          <Trans>Send</Trans>
        </Button>
      </div>
      <VisuallyHidden id={`${id}-hint`}>
        <Trans>Enter sends the message; Shift+Enter starts a new line.</Trans>
      </VisuallyHidden>
      {error ? <p id={`${id}-error`} className={s.fieldError} role="alert">{error}</p> : null}
    </form>
  );
}
