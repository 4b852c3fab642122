// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import type { FamilyMember } from '@contracts/family';
import { M } from '@contracts/messages';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { onlineManager } from '@tanstack/react-query';
import { jsonResponse, renderWithRouter, testQueryClient } from '@/app/test-router';
import { setRestored } from '@/lib/offline/persist-restored';
import type { BookingSearch } from '../booking-search';
import { BookingPage } from './BookingPage';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), loading: vi.fn() } }));

const DOCTOR = '0e6c1b7a-3d2f-4a5b-9c8d-7e6f5a4b3c2d';
const SLOT = '2b7e1f3a-9c8d-4e5f-a6b7-c8d9e0f1a2b3';
const profile: PatientProfile = {
  id: 'p1', firstName: 'Maya', middleName: null, lastName: 'Gurung', email: 'maya@example.test', countryCode: '+977',
  phoneNumber: '9841234567', phoneVerified: false, dateOfBirth: { year: 1990, month: 5, day: 17 }, bloodGroup: 'O+',
  address: null, city: 'Kathmandu', timeZone: 'Asia/Kathmandu', postalCode: null, maritalStatus: null, occupation: null,
  religion: null, gender: 'female', nationality: null, language: null, profilePictureUrl: null, isComplete: true,
};
const member: FamilyMember = {
  id: '7d4f5c2e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', firstName: 'Aama', lastName: 'Gurung', name: 'Aama Gurung', relation: 'mother',
  gender: 'female', bloodGroup: 'B+', dateOfBirth: null, phone: null, address: null, doctor: null, createdAt: '2026-11-01T00:00:00Z',
};
const slot: ScheduleSlot = {
  id: SLOT, doctorId: DOCTOR, date: '2030-01-10', startTime: '10:00', endTime: '10:15', status: 'available',
  appointmentType: 'in_person', clinicId: 'c1', clinicName: 'Bir Clinic', appointmentFee: 80_000,
  originalTimeRange: { start: '2030-01-10T04:15:00.000Z', end: '2030-01-10T04:30:00.000Z', timezone: 'Asia/Kathmandu' },
};
const summary = {
  slot, doctor: { id: DOCTOR, firstName: 'Nirmala', lastName: 'Sampang', specialization: { slug: 'fm', nameEn: 'Family Medicine', nameNe: 'पारिवारिक' } },
  paymentOption: 'offline', appointmentFee: 80_000, discount: 0, discountPercent: 0, serviceCharge: 0, total: 80_000,
  options: { offline: { serviceCharge: 0, total: 80_000 }, online: { serviceCharge: 1_600, total: 81_600 } },
  serviceChargeRule: { percent: 2, capPaisa: 10_000 },
};

const booked = {
  id: 'a1e2c3d4-0000-4000-8000-000000000001', status: 'pending', type: 'clinic', appointmentType: 'in_person',
  date: '2030-01-10', startTime: '10:00', endTime: '10:15', startsAt: slot.originalTimeRange.start, endsAt: slot.originalTimeRange.end,
  timeZone: 'Asia/Kathmandu', bookingDate: '2029-12-01T00:00:00.000Z', slotId: SLOT,
  doctor: { id: DOCTOR, firstName: 'Nirmala', middleName: null, lastName: 'Sampang', profilePictureUrl: null, specialization: summary.doctor.specialization },
  clinic: { id: 'c1', name: 'Bir Clinic', address: 'Mahaboudha', city: 'Kathmandu' },
  amount: 80_000, discount: 0, serviceCharge: 0, total: 80_000, reason: 'Fever', comments: null, paymentOption: 'offline', paymentStatus: 'unpaid',
  paymentMethod: null,
  patientInfo: { firstName: 'Maya', lastName: 'Gurung', countryCode: '+977', phone: '9841234567', email: 'maya@example.test', gender: 'female', bloodGroup: 'O+', relation: 'self' },
  familyMemberId: null, cancelReason: null, canceledAt: null, changeDeadline: '2030-01-09T04:15:00.000Z', canCancel: true,
  cancelBlockedReason: null, canReschedule: true, rescheduleBlockedReason: null, reschedule: null, statusHistory: [],
};

type BookAnswer = () => Response | Promise<Response>;
let bookAnswers: BookAnswer[];
const fetchMock = vi.fn<typeof fetch>();
const bookCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/patient/appointment/book'));

beforeEach(() => {
  bookAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/v1/patient/appointment/summary')) return jsonResponse({ data: summary });
    if (url.startsWith('/api/v1/upn/schedules/')) {
      return jsonResponse({ data: { doctorId: DOCTOR, timeZone: 'UTC', from: '2030-01-01', to: '2030-01-31', slots: [{ ...slot, status: 'booked' }] } });
    }
    if (url.startsWith('/api/v1/patient/appointment/book')) return bookAnswers.shift()!();
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const searches: BookingSearch[] = [];
function Harness({ initial, patient = profile }: { initial: BookingSearch; patient?: typeof profile | null }) {
  const [search, setSearch] = useState(initial);
  return (
    <BookingPage
      uid="u1"
      doctorId={DOCTOR}
      doctor={{ firstName: 'Nirmala', middleName: null, lastName: 'Sampang', profilePictureUrl: null, mainSpecialization: summary.doctor.specialization }}
      search={search}
      onSearchChange={(next) => {
        searches.push(next);
        setSearch(next);
      }}
      profile={patient ?? undefined}
      profileError={null}
      onRetryProfile={() => {}}
      members={[member]}
      profileGate={null}
    />
  );
}

async function openDetails() {
  searches.length = 0;
  await renderWithRouter(<Harness initial={{ date: '2030-01-10', slot: SLOT, step: 'details' }} />);
  await screen.findByRole('button', { name: 'Confirm booking' });
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const confirm = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
});

describe('BookingPage, details step', () => {
  it('prefills from the profile, switches to the family member, and shows the wallet charge for online payment', async () => {
    await openDetails();
    expect(field('firstName').value).toBe('Maya');
    expect(field('countryCode').value).toBe('+977');
    expect(field('bloodGroup').value).toBe('O+');
    fireEvent.change(field('forWhom'), { target: { value: member.id } });
    expect(field('firstName').value).toBe('Aama');
    expect(field('bloodGroup').value).toBe('B+');
    expect(field('email').value).toBe('maya@example.test');
    expect(searches.at(-1)).toMatchObject({ for: member.id });

    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toBe('Rs. 800'));
    fireEvent.click(document.querySelector('input[name="paymentOption"][value="online"]')!);
    expect(screen.getByTestId('booking-total').textContent).toBe('Rs. 816');
    expect(screen.getByText('Wallet service charge Rs. 16 (2% of the fee, at most Rs. 100).')).toBeTruthy();
  });

  it('waits for the profile the route hands over once refreshed (none while an old copy is refetched), then prefills from it', async () => {
    let refreshed: () => void = () => {};
    function Refreshing() {
      const [fresh, setFresh] = useState(false);
      // oxlint-disable-next-line react/globals -- the test's handle on this double's state, set on each render
      refreshed = () => setFresh(true);
      return fresh
        ? <Harness initial={{ date: '2030-01-10', slot: SLOT, step: 'details' }} patient={{ ...profile, phoneNumber: '9841234567' }} />
        : <Harness initial={{ date: '2030-01-10', slot: SLOT, step: 'details' }} patient={null} />;
    }
    await renderWithRouter(<Refreshing />);
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    act(() => refreshed());
    await screen.findByRole('button', { name: 'Confirm booking' });
    expect(field('phoneNumber').value).toBe('9841234567');
  });

  it("checks the form with the contract's messages before sending anything", async () => {
    await openDetails();
    fireEvent.change(field('phoneNumber'), { target: { value: '12345' } });
    await confirm();
    expect(screen.getByText(M.invalidPhone)).toBeTruthy();
    expect(screen.getByText(M.required)).toBeTruthy(); // reason for visit
    expect(screen.getByText(B.termsRequired)).toBeTruthy();
    expect(field('phoneNumber').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('phoneNumber'));
    expect(bookCalls()).toHaveLength(0);
    // Editing a field clears its error.
    fireEvent.change(field('phoneNumber'), { target: { value: '9841234567' } });
    expect(screen.queryByText(M.invalidPhone)).toBeNull();
  });

  it('sends one Idempotency-Key for every attempt: the server out of reach, the write waits and is sent again, then the confirmation', { timeout: 30_000 }, async () => {
    await openDetails();
    fireEvent.change(field('reasonForVisit'), { target: { value: 'Fever' } });
    fireEvent.click(field('termsAccepted'));
    // The server cannot be reached twice: the outbox keeps the booking ("waiting to send") and
    // tries again after 1 s and 2 s (±20 %), with the same key; the third attempt is answered.
    for (let i = 0; i < 2; i += 1) bookAnswers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    bookAnswers.push(() => jsonResponse({ message: B.appointmentBooked, data: booked }, 201));
    await confirm();
    await screen.findByTestId('booking-waiting');
    await screen.findByTestId('booking-confirmation', undefined, { timeout: 10_000 });
    expect(searches.at(-1)).toEqual({ booked: booked.id });
    expect(screen.getByText('Bir Clinic, Mahaboudha')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View appointment' }).getAttribute('href')).toBe(`/appointments/${booked.id}`);
    const keys = bookCalls().map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    const body = JSON.parse(String(bookCalls()[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ doctorId: DOCTOR, slot: { scheduleId: SLOT, fee: 80_000 }, reasonForVisit: 'Fever', termsAccepted: true });
  });

  it('a slot taken meanwhile (409): says so, goes back to the refreshed times, the slot now unavailable', async () => {
    await openDetails();
    fireEvent.change(field('reasonForVisit'), { target: { value: 'Fever' } });
    fireEvent.click(field('termsAccepted'));
    bookAnswers.push(() => jsonResponse({ message: B.slotTaken, errorList: [{ field: 'slot.scheduleId', message: B.slotTaken }] }, 409));
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(B.slotTaken);
    expect(searches.at(-1)).toEqual({ date: '2030-01-10', slot: undefined, step: undefined });
    await waitFor(() => expect(document.querySelector<HTMLButtonElement>(`button[data-slot-id="${SLOT}"]`)?.disabled).toBe(true));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });
});

describe('BookingPage with no signal', () => {
  // The doctor's times as seen online a while ago, kept on the device (src/lib/offline/persist.ts).
  const SEEN = Date.parse('2029-12-20T08:30:00Z');
  const seenWindow = { from: '2030-01-01', to: '2030-01-31' };
  let online = false;

  beforeEach(() => {
    online = false;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    // What the app does when it starts with no signal (src/lib/offline/outbox-online.ts).
    onlineManager.setOnline(false);
    setRestored(true);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
  });
  afterEach(() => {
    online = true;
    onlineManager.setOnline(true);
    setRestored(false);
  });

  it('books the time chosen from the times last seen: dated, its fee, waiting to send, then sent once and confirmed', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['upn', 'schedules', DOCTOR, seenWindow], { doctorId: DOCTOR, timeZone: 'UTC', ...seenWindow, slots: [slot] }, { updatedAt: SEEN });
    searches.length = 0;
    await renderWithRouter(<Harness initial={{ date: '2030-01-10', slot: SLOT, step: 'details' }} />, { queryClient });
    await screen.findByRole('button', { name: 'Confirm booking' });
    expect(screen.getByTestId('slots-last-seen').textContent).toMatch(/^This time was last seen on Thu 20 Dec, 8:30 am\. It may have been taken since\./);
    expect(screen.getByText(/Bir Clinic · Rs\. 800/)).toBeTruthy();
    expect(screen.getByTestId('booking-summary').textContent).toContain('Rs. 800');
    expect(screen.getByTestId('booking-total-later')).toBeTruthy();

    fireEvent.change(field('reasonForVisit'), { target: { value: 'Fever' } });
    fireEvent.click(field('termsAccepted'));
    bookAnswers.push(() => jsonResponse({ message: B.appointmentBooked, data: booked }, 201));
    await confirm();
    await screen.findByTestId('booking-waiting');
    expect(bookCalls()).toHaveLength(0);

    online = true;
    act(() => onlineManager.setOnline(true));
    await screen.findByTestId('booking-confirmation');
    expect(bookCalls()).toHaveLength(1);
    const body = JSON.parse(String(bookCalls()[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ doctorId: DOCTOR, slot: { scheduleId: SLOT, fee: 80_000, originalStart: slot.originalTimeRange.start } });
    expect(searches.at(-1)).toEqual({ booked: booked.id });
  });
});
