// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useStagedCount } from './use-staged';

function List({ items }: { items: string[] }) {
  const shown = useStagedCount(items.length, items);
  return <p data-testid="shown">{items.slice(0, shown).join(',')}</p>;
}

describe('useStagedCount', () => {
  it('renders one item first, then one more per task until all are there; a new list starts over', async () => {
    const first = ['a', 'b', 'c', 'd'];
    const { rerender } = render(<List items={first} />);
    expect(screen.getByTestId('shown').textContent).toBe('a');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('a,b,c,d'));
    rerender(<List items={['x', 'y', 'z']} />);
    expect(screen.getByTestId('shown').textContent).toBe('x');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('x,y,z'));
  });
});
