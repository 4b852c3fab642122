// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n, renderWithI18n } from '../test-utils';
import { TimeSlotGrid, isSlotSelectable, type TimeSlot } from './TimeSlotGrid';

const ZONE = 'Asia/Kathmandu'; // UTC+5:45
const NOW = '2026-11-21T04:00:00Z'; // 09:45 in Kathmandu

const slots: TimeSlot[] = [
  // 09:00 local, already started
  { id: 'past', startsAt: '2026-11-21T03:15:00Z', endsAt: '2026-11-21T03:45:00Z', status: 'available', appointmentType: 'video' },
  // 10:15 local
  { id: 'free', startsAt: '2026-11-21T04:30:00Z', endsAt: '2026-11-21T05:00:00Z', status: 'available', appointmentType: 'in_person' },
  // 10:45 local
  { id: 'booked', startsAt: '2026-11-21T05:00:00Z', endsAt: '2026-11-21T05:30:00Z', status: 'booked', appointmentType: 'video' },
  // 11:15 local
  { id: 'blocked', startsAt: '2026-11-21T05:30:00Z', endsAt: '2026-11-21T06:00:00Z', status: 'blocked', appointmentType: 'message' },
  // 13:15 local
  { id: 'afternoon', startsAt: '2026-11-21T07:30:00Z', endsAt: '2026-11-21T08:00:00Z', status: 'available', appointmentType: 'message' },
];

const button = (id: string) => document.querySelector(`[data-slot-id="${id}"]`) as HTMLButtonElement;

describe('TimeSlotGrid', () => {
  it('formats times in the given zone on a 12-hour clock', () => {
    renderWithI18n(<TimeSlotGrid slots={slots} timeZone={ZONE} now={NOW} onSelect={() => {}} />);
    expect(screen.getByRole('list', { name: 'Time slots' })).toBeTruthy();
    expect(button('free').textContent).toContain('10:15');
    expect(button('afternoon').textContent).toMatch(/^1:15\s?pm/);
    expect(button('free').textContent).toContain('In person');
  });

  it('disables and strikes through past, booked and blocked slots', () => {
    const onSelect = vi.fn();
    renderWithI18n(<TimeSlotGrid slots={slots} timeZone={ZONE} now={NOW} onSelect={onSelect} />);
    for (const id of ['past', 'booked', 'blocked']) {
      expect(button(id).disabled).toBe(true);
      expect(button(id).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button(id));
    }
    expect(onSelect).not.toHaveBeenCalled();
    expect(button('booked').textContent).toContain('booked');
    expect(button('blocked').textContent).toContain('unavailable');
    expect(button('free').disabled).toBe(false);
  });

  it('selects an available future slot and marks the selected one', () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithI18n(<TimeSlotGrid slots={slots} timeZone={ZONE} now={NOW} onSelect={onSelect} />);
    fireEvent.click(button('afternoon'));
    expect(onSelect).toHaveBeenCalledWith(slots[4]);
    rerender(<TimeSlotGrid slots={slots} timeZone={ZONE} now={NOW} selectedId="afternoon" onSelect={onSelect} />);
    expect(button('afternoon').getAttribute('aria-pressed')).toBe('true');
    expect(button('free').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the empty text when there are no slots', () => {
    renderWithI18n(<TimeSlotGrid slots={[]} timeZone={ZONE} now={NOW} onSelect={() => {}} />);
    expect(screen.getByText('No available time slots')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses Devanagari digits in Nepali', () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: {} }));
    renderWithI18n(<TimeSlotGrid slots={slots} timeZone={ZONE} now={NOW} onSelect={() => {}} />);
    expect(button('free').textContent).toContain('१०:१५');
    // hourCycle h12: 12:15 is not shown as ०:१५.
    const noon = [{ ...slots[1]!, id: 'noon', startsAt: '2026-11-21T06:30:00Z' }];
    renderWithI18n(<TimeSlotGrid slots={noon} timeZone={ZONE} now={NOW} onSelect={() => {}} />);
    expect(button('noon').textContent).toContain('१२:१५');
    act(() => i18n.activate('en'));
  });

  it('treats a slot starting exactly now as selectable', () => {
    expect(isSlotSelectable({ ...slots[1]!, startsAt: NOW }, NOW)).toBe(true);
    expect(isSlotSelectable({ ...slots[1]!, startsAt: '2026-11-21T03:59:59Z' }, NOW)).toBe(false);
  });
});
