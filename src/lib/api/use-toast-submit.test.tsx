// @vitest-environment jsdom
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useToastSubmit } from './use-toast-submit';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/ui/toast', () => ({ toast: { success: toastSuccess } }));

/** A one-field form on the hook, as the invitation forms use it. */
function Form({ send }: { send: (email: string) => Promise<{ message: string }> }) {
  const [email, setEmail] = useState('');
  const { busy, error, submit } = useToastSubmit(send, () => setEmail(''));
  return (
    <form onSubmit={(e) => submit(e, email)}>
      {error ? <p role="alert">{error}</p> : null}
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" aria-busy={busy}>Send</button>
    </form>
  );
}

const renderForm = (send: (email: string) => Promise<{ message: string }>) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}><Form send={send} /></QueryClientProvider>);

afterEach(() => {
  cleanup();
  toastSuccess.mockReset();
});

describe('useToastSubmit', () => {
  it('sends the form\'s value, is busy meanwhile, then toasts the answer and empties the form', async () => {
    let answer!: (value: { message: string }) => void;
    const send = vi.fn(() => new Promise<{ message: string }>((resolve) => { answer = resolve; }));
    renderForm(send);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'desk@clinic.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true'));
    // Only the input: not the mutation's context as a second argument.
    expect(send).toHaveBeenCalledWith('desk@clinic.example');
    answer({ message: 'The invitation has been sent.' });
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('The invitation has been sent.'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('false'));
  });

  it('shows a refusal as the form\'s error, keeps what was typed, and clears the error on the next try', async () => {
    const refusal = new ApiError(409, { message: 'This e-mail address already has an account. Use another address.' }, 'Conflict');
    const send = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce({ message: 'Sent.' });
    renderForm(send);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@clinic.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail address already has an account. Use another address.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@clinic.example');
    expect(toastSuccess).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Sent.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
