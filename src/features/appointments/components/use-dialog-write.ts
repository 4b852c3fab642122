// What a dialog that changes an appointment does around its outbox write (cancel, reschedule): one
// Idempotency-Key per attempt (the same key when the same change is sent again), the dialog closed when the
// write waits for a connection or is answered, the answer's message as a toast, a refusal shown in the dialog.
import { useRef, useState } from 'react';
import { toast } from '@/ui/toast';
import { announceWaiting } from '@/ui/announce-waiting';
import { errorText } from '@/lib/api/api-client';
import { keyForAttempt, type Attempt } from '@/lib/api/idempotency-key';
import type { OutboxScreenOptions } from '@/lib/offline/use-outbox-mutation';

type Write<V> = {
  isPending: boolean;
  mutate: (variables: V, callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void }) => void;
};

type Then = { sent?: () => void; refused?: () => void };

export function useDialogWrite<V extends { idempotencyKey: string }>(useWrite: (opts: OutboxScreenOptions) => Write<V>, onClose: () => void) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const write = useWrite({
    // Offline: the write waits in the outbox; the dialog closes and says so.
    onWaiting: () => {
      announceWaiting();
      onClose();
    },
  });

  /** Sends the change; `change` is what makes it the same attempt (and key) or a new one. */
  const send = (variables: Omit<V, 'idempotencyKey'>, change: unknown, then: Then = {}) => {
    setFormError(null);
    attempt.current = keyForAttempt(attempt.current, change);
    write.mutate({ ...variables, idempotencyKey: attempt.current.key } as V, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        then.sent?.();
        onClose();
      },
      onError: (error) => {
        setFormError(errorText(error));
        then.refused?.();
      },
    });
  };

  /** Closes the dialog, unless the write is on its way; `reset` clears the dialog's own fields. */
  const close = (reset?: () => void) => {
    if (write.isPending) return;
    setFormError(null);
    reset?.();
    onClose();
  };

  return { pending: write.isPending, formError, setFormError, send, close };
}
