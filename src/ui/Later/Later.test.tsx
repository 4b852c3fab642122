// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Later } from './Later';

describe('Later', () => {
  it('renders nothing in the task that mounts it, and its children once a timer task has run', async () => {
    vi.useFakeTimers();
    try {
      render(
        <>
          <p>now</p>
          <Later>
            <p>first later</p>
          </Later>
          <Later>
            <p>second later</p>
          </Later>
        </>,
      );
      expect(screen.getByText('now')).toBeTruthy();
      expect(screen.queryByText('first later')).toBeNull();
      expect(screen.queryByText('second later')).toBeNull();
      await act(async () => vi.runAllTimers());
      expect(screen.getByText('first later')).toBeTruthy();
      expect(screen.getByText('second later')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
