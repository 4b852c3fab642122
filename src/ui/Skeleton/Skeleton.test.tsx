// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes a size', () => {
    const { container } = renderWithI18n(<Skeleton variant="circle" width={64} height={64} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.width).toBe('64px');
  });

  it('draws several text lines with a shorter last one', () => {
    const { container } = renderWithI18n(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton] > span');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });
});
