// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { filledCells, Rating } from './Rating';

/** The filled part's width, in star cells (`calc(<cells> * var(--cell))`), or 0 when nothing is filled. */
function filled(container: HTMLElement): number {
  const width = container.querySelector<HTMLElement>('[role="img"] > span')?.style.width;
  return width ? Number(/calc\(([\d.]+) \*/.exec(width)?.[1]) : 0;
}

describe('Rating (display)', () => {
  it('announces the value and fills half a star for a half', () => {
    const { container } = renderWithI18n(<Rating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    // Three cells, then half of the fourth star (the star is 24 of the cell's 27 units).
    expect(filled(container)).toBeCloseTo(3 + 12 / 27, 5);
    expect(filledCells(3)).toBe(3);
  });

  it('rounds to the nearest half and clamps', () => {
    const { container, rerender } = renderWithI18n(<Rating value={4.26} />);
    expect(filled(container)).toBeCloseTo(4 + 12 / 27, 5);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rated 4.3 out of 5');
    rerender(<Rating value={9} />);
    expect(filled(container)).toBe(5);
    rerender(<Rating value={0.2} />);
    expect(filled(container)).toBe(0);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rated 0.2 out of 5');
  });
});

function Input({ onChange }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <Rating
      mode="input"
      label="Overall rating"
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const checked = () => screen.getAllByRole('radio').findIndex((radio) => (radio as HTMLInputElement).checked) + 1;

describe('Rating (input)', () => {
  it('is a labelled radio group of five options', () => {
    renderWithI18n(<Input />);
    expect(screen.getByRole('radiogroup', { name: 'Overall rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star', '2 stars', '3 stars', '4 stars', '5 stars',
    ]);
    expect(checked()).toBe(0);
  });

  it('selects by click', () => {
    const onChange = vi.fn();
    renderWithI18n(<Input onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(checked()).toBe(4);
  });

  it('changes the value with the keyboard', () => {
    renderWithI18n(<Input />);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    const three = screen.getByRole('radio', { name: '3 stars' });
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(checked()).toBe(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(checked()).toBe(2);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(checked()).toBe(5);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(checked()).toBe(1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(checked()).toBe(1);
  });

  it('ignores input when disabled', () => {
    const onChange = vi.fn();
    renderWithI18n(<Rating mode="input" label="Rating" value={2} onChange={onChange} disabled />);
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 stars' }), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
