// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { toast } from 'sonner';
import { SupportForm } from './SupportForm';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn() }, Toaster: () => null }));
const auth = { isSignedIn: true, loading: false };
vi.mock('@/lib/auth/auth-provider', () => ({ useAuth: () => auth }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  auth.isSignedIn = true;
  vi.mocked(toast.success).mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/v1/patient/support/info') return jsonResponse({ data: { supportEmail: 'help@swasthya.test' } });
    if (url === '/api/v1/patient/support/bug-report') {
      return jsonResponse({ message: 'Thank you. We have received your bug report.', data: { id: 'b1', kind: 'bug_report', createdAt: '2026-11-21T06:00:00.000Z' } }, 201);
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SupportForm: bug report', () => {
  it('sends the message with the page it happened on, acknowledges with a toast and empties the form', async () => {
    await renderWithRouter(<SupportForm kind="bug-report" title="Report a bug" />);
    fireEvent.change(screen.getByLabelText('Page where it happened (optional)'), { target: { value: '/appointments' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'The cancel button does nothing.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/patient/support/bug-report')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ subject: null, message: 'The cancel button does nothing.', page: '/appointments' });
    await vi.waitFor(() => expect(vi.mocked(toast.success).mock.calls[0]?.[0]).toBe('Thank you. We have received your bug report.'));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('checks the page before sending', async () => {
    await renderWithRouter(<SupportForm kind="bug-report" title="Report a bug" />);
    fireEvent.change(screen.getByLabelText('Page where it happened (optional)'), { target: { value: 'not a page' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Broken' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bug-report'))).toBe(false);
    expect(screen.getByLabelText('Page where it happened (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks a guest to sign in', async () => {
    auth.isSignedIn = false;
    await renderWithRouter(<SupportForm kind="bug-report" title="Report a bug" />);
    expect(screen.getByText('Please sign in to send this.')).toBeTruthy();
  });
});
