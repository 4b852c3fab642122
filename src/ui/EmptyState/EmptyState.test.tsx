// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, message, a hidden icon and a working action', () => {
    const onClick = vi.fn();
    const { container } = renderWithI18n(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No family members"
        message="Add a family member to book for them."
        action={<button type="button" onClick={onClick}>Add member</button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No family members' })).toBeTruthy();
    expect(screen.getByText('Add a family member to book for them.')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"] [data-testid="icon"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('renders only what it is given', () => {
    const { container } = renderWithI18n(<EmptyState title="Nothing yet" />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
