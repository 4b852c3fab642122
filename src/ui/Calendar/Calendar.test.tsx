// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n, renderWithI18n } from '../test-utils';
import { Calendar } from './Calendar';
import { todayIn } from './dates';
import { AD, monthWeeksIn } from './systems';

const TODAY = '2026-11-21'; // a Saturday

function Harness({ onChange, isDayDisabled, initial = null }: {
  onChange?: (date: string) => void;
  isDayDisabled?: (date: string) => boolean;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Calendar
      label="Appointment date"
      today={TODAY}
      value={value}
      isDayDisabled={isDayDisabled}
      onChange={(date) => {
        onChange?.(date);
        setValue(date);
      }}
    />
  );
}

const cell = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;
const stage = () => screen.getByRole('group', { name: 'Appointment date' }).getAttribute('data-stage');
const heading = () => screen.getByRole('grid').getAttribute('aria-labelledby');
const gridName = () => document.getElementById(heading() ?? '')?.textContent;

describe('Calendar', () => {
  afterEach(() => {
    act(() => i18n.activate('en'));
  });

  it("shows today's month in a grid whose weeks start on Sunday", () => {
    renderWithI18n(<Harness />);
    const grid = screen.getByRole('grid');
    expect(gridName()).toBe('November 2026');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toBe(within(grid).getByRole('columnheader', { name: 'Sunday' }));
    expect(headers[6]).toBe(within(grid).getByRole('columnheader', { name: 'Saturday' }));
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement;
    // 1 November 2026 is a Sunday: first cell of the first week.
    expect(within(firstRow).getAllByRole('gridcell')[0]?.getAttribute('data-date')).toBe('2026-11-01');
    expect(cell('2026-11-01').getAttribute('aria-label')).toBe('Sunday, 1 November 2026');
    expect(cell(TODAY).getAttribute('aria-current')).toBe('date');
  });

  it('pads a month that does not start on Sunday', () => {
    expect(monthWeeksIn(AD, { year: 2026, month: 12 })[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });

  it('disables past days and selects future ones', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    expect(cell('2026-11-20').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-01').getAttribute('aria-disabled')).toBe('true');
    expect(cell(TODAY).hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(cell('2026-11-20'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(cell('2026-11-25'));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(cell('2026-11-25').getAttribute('aria-selected')).toBe('true');
    expect(cell('2026-11-24').getAttribute('aria-selected')).toBe('false');
  });

  it('applies isDayDisabled', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} isDayDisabled={(date) => date === '2026-11-27'} />);
    expect(cell('2026-11-27').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cell('2026-11-27'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cannot go before the current month or after December of next year', () => {
    renderWithI18n(<Harness initial="2027-12-03" />);
    expect(gridName()).toBe('December 2027');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 13; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(gridName()).toBe('November 2026');
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('walks the dropdown stages closed → year → month → closed', () => {
    renderWithI18n(<Harness />);
    const toggle = screen.getByRole('button', { name: 'November 2026' });
    expect(stage()).toBe('closed');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(stage()).toBe('year');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('grid')).toBeNull();
    const years = within(screen.getByRole('list', { name: 'Choose a year' })).getAllByRole('button');
    expect(years.map((b) => b.textContent)).toEqual(['2026', '2027']);

    fireEvent.click(screen.getByRole('button', { name: '2026' }));
    expect(stage()).toBe('month');
    const months = within(screen.getByRole('list')).getAllByRole('button') as HTMLButtonElement[];
    expect(months).toHaveLength(12);
    expect(months.slice(0, 10).every((b) => b.disabled)).toBe(true);
    expect(months[10]?.disabled).toBe(false);
    expect(months[11]?.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'December' }));
    expect(stage()).toBe('closed');
    expect(gridName()).toBe('December 2026');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'December 2026' }));
  });

  it('offers every month of next year and closes on Escape', () => {
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'November 2026' }));
    fireEvent.click(screen.getByRole('button', { name: '2027' }));
    const months = within(screen.getByRole('list')).getAllByRole('button') as HTMLButtonElement[];
    expect(months.every((b) => !b.disabled)).toBe(true);
    fireEvent.keyDown(months[0] as HTMLElement, { key: 'Escape' });
    expect(stage()).toBe('closed');
    expect(gridName()).toBe('November 2026');
  });

  it('moves focus with the arrow keys, pages months and selects with Enter', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    expect(cell(TODAY).tabIndex).toBe(0);
    expect(cell('2026-11-22').tabIndex).toBe(-1);
    cell(TODAY).focus();
    fireEvent.keyDown(cell(TODAY), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('2026-11-22'));
    expect(cell('2026-11-22').tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('2026-11-29'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    // Into December: the view follows.
    expect(gridName()).toBe('December 2026');
    expect(document.activeElement).toBe(cell('2026-12-06'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(cell('2026-12-12'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(cell('2026-12-06'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(document.activeElement).toBe(cell('2027-01-06'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-06');
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    // Clamped to the first allowed month.
    expect(gridName()).toBe('November 2026');
  });

  it('does not select a disabled day from the keyboard', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    cell(TODAY).focus();
    fireEvent.keyDown(cell(TODAY), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('2026-11-20'));
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens in Bikram Sambat in the ne locale, with BS month names, Devanagari digits and the AD months spanned', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    // 21 Nov 2026 is 5 Mangsir 2083; Mangsir 2083 runs from 17 Nov to 15 Dec 2026.
    expect(gridName()).toBe('मंसिर २०८३, नोभेम्बर–डिसेम्बर २०२६');
    expect(cell(TODAY).textContent).toBe('५');
    expect(cell('2026-11-17').textContent).toBe('१');
    expect(cell('2026-11-16')).toBeNull();
    expect(cell('2026-12-15').textContent).toBe('२९');
    expect(cell('2026-11-20').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-12-01').getAttribute('aria-label')).toMatch(/^१५ मंसिर २०८३, /);
    // Choosing 15 Mangsir gives the AD date.
    fireEvent.click(cell('2026-12-01'));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    // Two BS years are offered: up to Chaitra 2084.
    fireEvent.click(screen.getByRole('button', { expanded: false, name: /मंसिर/ }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['२०८३', '२०८४']);
  });

  it('switches between BS and AD, keeping the chosen day in view', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} initial="2027-01-20" />);
    expect(gridName()).toBe('January 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Bikram Sambat (BS)' }));
    // 20 Jan 2027 is 6 Magh 2083.
    expect(gridName()).toBe('Magh 2083, Jan–Feb 2027');
    expect(cell('2027-01-20').textContent).toBe('6');
    expect(cell('2027-01-20').getAttribute('aria-selected')).toBe('true');
    // Page down: the same day of the next BS month (6 Falgun 2083 = 18 Feb 2027).
    cell('2027-01-20').focus();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'PageDown' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2027-02-18');
    fireEvent.click(screen.getByRole('button', { name: 'Gregorian (AD)' }));
    expect(gridName()).toBe('February 2027');
  });

  it('uses Nepali names and Devanagari digits in the ne locale in AD', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Gregorian (AD)' }));
    const expected = new Intl.DateTimeFormat('ne-NP', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(Date.UTC(2026, 10, 1)));
    expect(gridName()).toBe(expected);
    expect(cell(TODAY).textContent).toBe('२१');
    const sunday = new Intl.DateTimeFormat('ne-NP', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1)));
    expect(screen.getAllByRole('columnheader')[0]).toBe(screen.getByRole('columnheader', { name: sunday }));
  });

  it("computes today in the app's time zone", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in Kathmandu (UTC+5:45).
    expect(todayIn('Asia/Kathmandu', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
});

describe('Calendar (controlled value)', () => {
  it('brings the month of a value set from outside into view', () => {
    const { rerender } = renderWithI18n(<Calendar today={TODAY} value={null} onChange={() => {}} />);
    expect(gridName()).toBe('November 2026');
    rerender(<Calendar today={TODAY} value="2027-03-15" onChange={() => {}} />);
    expect(gridName()).toBe('March 2027');
    expect(cell('2027-03-15').getAttribute('aria-selected')).toBe('true');
    expect(cell('2027-03-15').tabIndex).toBe(0);
  });
});
