// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Avatar, colourFor, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithI18n(<Avatar src="/p.jpg" name="Sita Sharma" />);
    const img = screen.getByRole('img', { name: 'Sita Sharma' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/p.jpg');
  });

  it('falls back to initials on a coloured circle when the URL is missing', () => {
    const { container } = renderWithI18n(<Avatar src={null} name="Sita Kumari Sharma" />);
    const fallback = screen.getByRole('img', { name: 'Sita Kumari Sharma' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('SS');
    expect(fallback.style.background).not.toBe('');
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back when the image fails to load, and retries a new URL', () => {
    const { container, rerender } = renderWithI18n(<Avatar src="/broken.jpg" name="Ram" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ram' }).textContent).toBe('R');
    rerender(<Avatar src="/fixed.jpg" name="Ram" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fixed.jpg');
  });

  it('can be decorative', () => {
    renderWithI18n(<Avatar name="Hari Prasad" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('computes initials for Devanagari and odd spacing, and a stable colour', () => {
    expect(initialsOf('  hari   bahadur thapa ')).toBe('HT');
    expect(initialsOf('क्षितिज शर्मा')).toBe('क्षश');
    expect(initialsOf('राम थापा')).toBe('रथ');
    expect(initialsOf('')).toBe('?');
    expect(colourFor('Sita')).toBe(colourFor('Sita'));
  });
});
