// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-client';
import { renderWithI18n } from '../test-utils';
import { QueryError } from './QueryError';

describe('QueryError', () => {
  it("shows the error's message as an alert and retries", () => {
    const onRetry = vi.fn();
    renderWithI18n(<QueryError error={new ApiError(503, { message: 'The server is busy.' }, 'Service Unavailable')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while retrying', () => {
    renderWithI18n(<QueryError error={new TypeError('Failed to fetch')} onRetry={() => {}} retrying />);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});
