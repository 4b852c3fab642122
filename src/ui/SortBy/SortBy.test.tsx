// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { SortBy } from './SortBy';

const options = [
  { value: 'default', label: 'Default' },
  { value: 'experience', label: 'Experience' },
  { value: 'fee', label: 'Consultation fee' },
  { value: 'rating', label: 'Rating' },
] as const;

describe('SortBy', () => {
  it('is a select labelled "Sort by" by default with the given options', () => {
    renderWithI18n(<SortBy options={options} value="default" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Default', 'Experience', 'Consultation fee', 'Rating',
    ]);
    expect(select.value).toBe('default');
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    renderWithI18n(<SortBy options={options} value="default" onChange={onChange} label="Order" />);
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'fee' } });
    expect(onChange).toHaveBeenCalledWith('fee');
  });
});
