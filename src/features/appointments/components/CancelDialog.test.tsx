// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import { M } from '@contracts/messages';
import { jsonResponse, testQueryClient } from '@/app/test-router';
import { renderWithI18n } from '@/ui/test-utils';
import { CancelDialog } from './CancelDialog';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (ui: ReactNode) => <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>;

describe('CancelDialog', () => {
  it('says it cannot be undone, needs a reason, and shows the refusal of the server', async () => {
    const onClose = vi.fn();
    fetchMock.mockImplementation(async () => jsonResponse({ message: B.cancelCutoff }, 422));
    renderWithI18n(wrap(<CancelDialog appointmentId="a1" open onClose={onClose} />));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog.textContent).toContain('Canceling cannot be undone.');

    const confirm = () => act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Cancel appointment' }).at(-1)!);
    });
    await confirm();
    expect(screen.getByText(M.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason for canceling'), { target: { value: 'Feeling better' } });
    await confirm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(B.cancelCutoff));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/patient/appointment/cancel/a1');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Feeling better' });
    const key = new Headers(init?.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).not.toHaveBeenCalled();

    // Sending the same again reuses the key (the server replays its answer).
    await confirm();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Idempotency-Key')).toBe(key);
  });
});
