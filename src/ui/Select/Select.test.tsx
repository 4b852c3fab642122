// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Select } from './Select';
import { SortSelect } from './SortSelect';

const options = [
  { value: 'default', label: 'Default' },
  { value: 'experience', label: 'Experience' },
  { value: 'fee', label: 'Consultation fee' },
  { value: 'rating', label: 'Rating' },
] as const;

describe('Select', () => {
  it('is a select with its label and the given options, the value chosen', () => {
    renderWithI18n(<Select label="Sort by" name="sort" variant="filter" options={options} value="default" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Default', 'Experience', 'Consultation fee', 'Rating',
    ]);
    expect(select.value).toBe('default');
    expect(select.name).toBe('sort');
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    renderWithI18n(<Select label="Order" name="sort" options={options} value="default" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'fee' } });
    expect(onChange).toHaveBeenCalledWith('fee');
  });

  it('as a form field: an empty first choice, a required mark, and the hint and error describing it', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <Select label="Gender" name="gender" required placeholder="Choose…" hint="As on your documents" error="Choose one"
        options={[{ value: 'female', label: 'Female' }]} value="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: /Gender/ }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([['', 'Choose…'], ['female', 'Female']]);
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on your documents', 'Choose one']);
    fireEvent.change(select, { target: { value: 'female' } });
    expect(onChange).toHaveBeenCalledWith('female');
  });
});

describe('SortSelect', () => {
  it('is a select named by the label beside it, the order chosen, and reports a new one', () => {
    const onChange = vi.fn();
    renderWithI18n(<SortSelect label="Sort by" name="sort" options={options} value="rating" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['default', 'experience', 'fee', 'rating']);
    expect([select.value, select.name, select.required]).toEqual(['rating', 'sort', false]);
    fireEvent.change(select, { target: { value: 'fee' } });
    expect(onChange).toHaveBeenCalledWith('fee');
  });
});
