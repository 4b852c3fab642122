// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScheduleSlot } from '@contracts/schedules';
import { jsonResponse, testQueryClient } from '@/app/test-router';
import { i18n } from '@/ui/test-utils';
import { setRestored } from '@/lib/offline/persist-restored';
import { SlotPicker } from './SlotPicker';

const NOW = Date.parse('2026-11-21T04:00:00Z'); // 09:45 in Kathmandu, 04:00 UTC (the test zone)

function slot(id: string, start: string, status: ScheduleSlot['status'] = 'available'): ScheduleSlot {
  return {
    id, doctorId: 'd1', date: start.slice(0, 10), startTime: '00:00', endTime: '00:15', status, appointmentType: 'in_person',
    clinicId: 'c1', clinicName: 'Bir Clinic', appointmentFee: 50_000,
    originalTimeRange: { start, end: new Date(Date.parse(start) + 15 * 60_000).toISOString(), timezone: 'Asia/Kathmandu' },
  };
}

const SLOTS = [
  slot('past', '2026-11-21T03:00:00.000Z', 'past'),
  slot('taken', '2026-11-21T05:00:00.000Z', 'booked'),
  slot('free', '2026-11-21T06:00:00.000Z'),
  slot('later', '2026-11-24T06:00:00.000Z'),
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ data: { doctorId: 'd1', timeZone: 'UTC', from: '2026-11-21', to: '2026-11-30', slots: SLOTS } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function wrap(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>
  );
}

const slotButton = (id: string) => document.querySelector<HTMLButtonElement>(`button[data-slot-id="${id}"]`);

describe('SlotPicker', () => {
  it("asks for the date's month and strikes through past and booked slots; only a free one can be chosen", async () => {
    const onSelect = vi.fn();
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-21" onDateChange={() => {}} selectedSlotId={null} onSelect={onSelect} now={NOW} />));
    await waitFor(() => expect(slotButton('free')).not.toBeNull());
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://app.test');
    expect(url.pathname).toBe('/api/v1/upn/schedules/d1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-21', to: '2026-11-30' });

    expect(slotButton('past')!.disabled).toBe(true);
    expect(slotButton('taken')!.disabled).toBe(true);
    expect(slotButton('taken')!.textContent).toContain('booked');
    expect(slotButton('free')!.disabled).toBe(false);
    expect(slotButton('later')).toBeNull(); // another day

    fireEvent.click(slotButton('taken')!);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(slotButton('free')!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'free', appointmentFee: 50_000 }));
  });

  it('marks the chosen slot and describes it (time, place, fee)', async () => {
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-21" onDateChange={() => {}} selectedSlotId="free" onSelect={() => {}} now={NOW} />));
    await waitFor(() => expect(slotButton('free')!.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('status').textContent).toContain('Bir Clinic · Rs. 500');
  });

  it("says 'No available time slots' on an empty day and names the next day with free times, one tap away", async () => {
    const onDateChange = vi.fn();
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-22" onDateChange={onDateChange} selectedSlotId={null} onSelect={() => {}} now={NOW} />));
    await screen.findByText('No available time slots');
    fireEvent.click(screen.getByRole('button', { name: 'Next free times: 24 Nov 2026 · 8 Mangsir 2083' }));
    expect(onDateChange).toHaveBeenCalledWith('2026-11-24');
  });

  it("points past the loaded month to the server's next free day", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({
      data: { doctorId: 'd1', timeZone: 'UTC', from: '2026-11-21', to: '2026-11-30', slots: SLOTS, nextAvailableDate: '2026-12-03' },
    }));
    const onDateChange = vi.fn();
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-26" onDateChange={onDateChange} selectedSlotId={null} onSelect={() => {}} now={NOW} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Next free times: 3 Dec 2026 · 17 Mangsir 2083' }));
    expect(onDateChange).toHaveBeenCalledWith('2026-12-03');
  });

  it('opens on the first free day even when it is months ahead, instead of on an empty today', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({
      data: { doctorId: 'd1', timeZone: 'UTC', from: '2026-11-21', to: '2026-11-30', slots: [SLOTS[0]], nextAvailableDate: '2027-01-12' },
    }));
    const onDateChange = vi.fn();
    render(wrap(<SlotPicker doctorId="d1" date={null} onDateChange={onDateChange} selectedSlotId={null} onSelect={() => {}} now={NOW} />));
    await waitFor(() => expect(onDateChange).toHaveBeenCalledWith('2027-01-12'));
    // Meanwhile it is loading, not "no times".
    expect(screen.queryByText('No available time slots')).toBeNull();
  });

  it('says plainly when the doctor has no free time at all', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({
      data: { doctorId: 'd1', timeZone: 'UTC', from: '2026-11-21', to: '2026-11-30', slots: [SLOTS[0]], nextAvailableDate: null },
    }));
    render(wrap(<SlotPicker doctorId="d1" date={null} onDateChange={() => {}} selectedSlotId={null} onSelect={() => {}} now={NOW} />));
    await screen.findByText('This doctor has no free times for now. Please look again later or choose another doctor.');
    expect(screen.queryByRole('button', { name: /Next free times/ })).toBeNull();
  });

  it('starts on the first day with a free slot when no date is chosen, leaving out ruled-out slots', async () => {
    render(wrap(<SlotPicker doctorId="d1" date={null} onDateChange={() => {}} selectedSlotId={null} onSelect={() => {}} now={NOW} unavailableSlotIds={['free']} />));
    await waitFor(() => expect(slotButton('later')).not.toBeNull());
    expect(slotButton('later')!.disabled).toBe(false);
  });

  it('shows the error text with a retry', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'This doctor could not be found.' }, 404));
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-21" onDateChange={() => {}} selectedSlotId={null} onSelect={() => {}} now={NOW} />));
    expect((await screen.findByRole('alert')).textContent).toContain('This doctor could not be found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('SlotPicker with no signal', () => {
  // Seen the day before, online: the month from that day (today's window starts a day later).
  const SEEN = Date.parse('2026-11-20T08:30:00Z');
  const seenWindow = { from: '2026-11-20', to: '2026-11-30' };
  let online = false;

  beforeEach(() => {
    online = false;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    setRestored(true);
  });
  afterEach(() => {
    online = true;
    setRestored(false);
  });

  function keptClient(): QueryClient {
    const client = testQueryClient();
    client.setQueryData(['upn', 'schedules', 'd1', seenWindow], { doctorId: 'd1', timeZone: 'UTC', ...seenWindow, slots: SLOTS }, { updatedAt: SEEN });
    return client;
  }

  it('shows the times last seen for the month, dated and marked as possibly changed; one can be chosen', async () => {
    const onSelect = vi.fn();
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-21" onDateChange={() => {}} selectedSlotId={null} onSelect={onSelect} now={NOW} />, keptClient()));
    await waitFor(() => expect(slotButton('free')).not.toBeNull());
    expect(screen.getByTestId('slots-last-seen').textContent).toMatch(/^Times last updated Fri 20 Nov, 8:30 am\. They may have changed since\./);
    expect(slotButton('taken')!.disabled).toBe(true);
    fireEvent.click(slotButton('free')!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'free' }));
  });

  it('says plainly that a month never looked at was not kept, once the device’s copies are read back', async () => {
    setRestored(false);
    render(wrap(<SlotPicker doctorId="d1" date="2026-12-10" onDateChange={() => {}} selectedSlotId={null} onSelect={() => {}} now={NOW} />, keptClient()));
    // Before that, it cannot tell "not kept" from "not read back yet".
    await screen.findByText('Loading available times…');
    expect(screen.queryByText(/not saved on this phone/)).toBeNull();
    act(() => setRestored(true));
    await screen.findByText("You are offline, and this doctor's times for this month were not saved on this phone. Connect to see them.");
    expect(screen.queryByTestId('slots-last-seen')).toBeNull();
  });

  it('online, shows the answer, not the copy', async () => {
    online = true;
    fetchMock.mockImplementation(async () => jsonResponse({ data: { doctorId: 'd1', timeZone: 'UTC', from: '2026-11-21', to: '2026-11-30', slots: [SLOTS[3]] } }));
    render(wrap(<SlotPicker doctorId="d1" date="2026-11-24" onDateChange={() => {}} selectedSlotId={null} onSelect={() => {}} now={NOW} />, keptClient()));
    await waitFor(() => expect(slotButton('later')).not.toBeNull());
    expect(screen.queryByTestId('slots-last-seen')).toBeNull();
  });
});
