// @vitest-environment jsdom
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('renders a type="button" by default and calls onClick', () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderWithI18n(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('is disabled and busy while loading, keeps its name and shows a spinner', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards the ref and extra props, applies variant and size', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithI18n(
      <Button ref={ref} variant="destructive-outlined" size="lg" aria-describedby="x" data-testid="b">
        Delete
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('b'));
    expect(ref.current?.getAttribute('aria-describedby')).toBe('x');
    expect(ref.current?.dataset.variant).toBe('destructive-outlined');
    expect(ref.current?.dataset.size).toBe('lg');
  });
});
