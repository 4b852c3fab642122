// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n, renderWithI18n } from '../test-utils';
import { bsToAd } from '@contracts/bikram-sambat';
import { DateOfBirthFields, type DateParts } from './DateOfBirthFields';

// 25 Nov 2026 is 9 Mangsir 2083.
const TODAY = new Date(2026, 10, 25);

function Harness({ onChange, initial = { year: '', month: '', day: '' } }: { onChange: (d: DateParts) => void; initial?: DateParts }) {
  const [value, setValue] = useState(initial);
  return <DateOfBirthFields value={value} now={TODAY} onChange={(next) => { onChange(next); setValue(next); }} />;
}

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const pick = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const labels = (label: string) => within(select(label)).getAllByRole('option').slice(1).map((o) => o.textContent);

afterEach(() => act(() => i18n.activate('en')));

describe('DateOfBirthFields', () => {
  it('opens in BS in Nepali: BS years back to 2000, months and days up to today, and stores the AD date', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    expect(labels('Year')[0]).toBe('२०८३');
    expect(labels('Year').at(-1)).toBe('२०००');
    pick('Year', '2083');
    expect(labels('Month')).toEqual(['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर']);
    pick('Month', '08');
    expect(labels('Day').at(-1)).toBe('९');
    // Not a whole date yet: nothing stored.
    expect(onChange).toHaveBeenLastCalledWith({ year: '', month: '', day: '' });
    pick('Day', '08');
    expect(onChange).toHaveBeenLastCalledWith({ year: '2026', month: '11', day: '24' });
    expect(screen.getByTestId('dob-other-calendar').textContent).toContain('२०२६');
  });

  it('takes a date typed as on a certificate, in Devanagari digits too, and refuses a future one', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const typed = screen.getByLabelText('Or type it as on your certificate (BS)');
    fireEvent.change(typed, { target: { value: '२०४७/५/१२' } });
    const [year, month, day] = bsToAd({ year: 2047, month: 5, day: 12 }).split('-');
    expect(onChange).toHaveBeenLastCalledWith({ year, month, day });
    expect(select('Year').value).toBe('2047');
    expect(select('Month').value).toBe('05');
    expect(select('Day').value).toBe('12');
    onChange.mockClear();
    fireEvent.change(typed, { target: { value: '2083-09-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Type the date as year-month-day, e.g. 2047-05-12.')).toBeTruthy();
  });

  it('opens in AD in English, shows the BS date beside, and switches to BS with the same day', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} initial={{ year: '1990', month: '05', day: '15' }} />);
    expect(select('Year').value).toBe('1990');
    expect(screen.getByTestId('dob-other-calendar').textContent).toBe('BS: 1 Jestha 2047');
    fireEvent.click(screen.getByRole('button', { name: 'Bikram Sambat (BS)' }));
    expect([select('Year').value, select('Month').value, select('Day').value]).toEqual(['2047', '02', '01']);
    expect(screen.getByTestId('dob-other-calendar').textContent).toMatch(/^AD: .*1990/);
  });

  it('keeps a birth date before 1944 (older than the BS converter) in AD', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    renderWithI18n(<Harness onChange={vi.fn()} initial={{ year: '1940', month: '01', day: '10' }} />);
    expect(select('Year').value).toBe('1940');
    expect(screen.getByRole('button', { name: 'Gregorian (AD)' }).getAttribute('aria-pressed')).toBe('true');
  });
});
