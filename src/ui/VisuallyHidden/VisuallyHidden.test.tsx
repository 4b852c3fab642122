// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    renderWithI18n(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('renders the requested element', () => {
    renderWithI18n(<VisuallyHidden as="h2">Results</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeTruthy();
  });
});
