// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a default translated label', () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('uses a custom label', () => {
    renderWithI18n(<Spinner label="Loading doctors" />);
    expect(screen.getByRole('status').textContent).toBe('Loading doctors');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
