// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { FullScreenLoader } from './FullScreenLoader';

describe('FullScreenLoader', () => {
  it('is one polite status with the logo, a spinner and the loading text', () => {
    const { container } = renderWithI18n(<FullScreenLoader />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Loading…');
    expect(status.querySelector('svg')).not.toBeNull();
    expect(container.textContent).toContain('Swasthya');
    // The spinner inside is decorative: a single status region is announced.
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('takes a custom label', () => {
    renderWithI18n(<FullScreenLoader label="Signing you in…" />);
    expect(screen.getByRole('status').textContent).toContain('Signing you in…');
  });
});
