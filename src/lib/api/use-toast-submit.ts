// A form that sends one request and says its answer: busy while it runs, the answer's message as a
// success toast, a refusal as the form's error (the spec's error text rule, cleared by the next try).
// The console's invitation forms (a clinic's staff, a pharmacy's colleague) share it.
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/ui/toast';
import { errorText } from './api-client';

export interface ToastSubmit<I> {
  busy: boolean;
  /** The refusal's text, or null (none yet, or a new try under way). */
  error: string | null;
  /** The form's onSubmit: sends `input` (the form does not reload the page). */
  submit: (event: FormEvent<HTMLFormElement>, input: I) => void;
}

/** `send` on submit; `onSent` after the toast (e.g. empty the form). */
export function useToastSubmit<I>(send: (input: I) => Promise<{ message: string }>, onSent?: () => void): ToastSubmit<I> {
  const mutation = useMutation({
    // Only the input: a sender's optional second parameter never receives the mutation's context.
    mutationFn: (input: I) => send(input),
    onSuccess: (res) => {
      toast.success(res.message);
      onSent?.();
    },
  });
  return {
    busy: mutation.isPending,
    error: mutation.error ? errorText(mutation.error) : null,
    submit: (event, input) => {
      event.preventDefault();
      mutation.mutate(input);
    },
  };
}
