// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { BOOKING_MESSAGES as B } from '@contracts/booking-messages';
import { jsonResponse, renderWithRouter, testQueryClient } from '@/app/test-router';
import { UpcomingConsultation } from './UpcomingConsultation';

const appointment = {
  id: 'a1e2c3d4-0000-4000-8000-000000000001', status: 'confirmed', type: 'clinic', appointmentType: 'in_person',
  date: '2026-11-21', startTime: '13:00', endTime: '13:15', startsAt: '2026-11-21T07:15:00.000Z', endsAt: '2026-11-21T07:30:00.000Z',
  timeZone: 'Asia/Kathmandu', bookingDate: '2026-11-20T00:00:00.000Z', slotId: 's1',
  doctor: { id: 'd1', firstName: 'Nirmala', middleName: null, lastName: 'Sampang', profilePictureUrl: null, specialization: { slug: 'fm', nameEn: 'Family Medicine', nameNe: 'पारिवारिक' } },
  clinic: { id: 'c1', name: 'Bir Clinic', address: 'Mahaboudha', city: 'Kathmandu' },
  amount: 80_000, discount: 0, serviceCharge: 0, total: 80_000, reason: 'Fever', comments: null, paymentOption: 'offline', paymentStatus: 'unpaid',
  paymentMethod: null,
  patientInfo: { firstName: 'Aama', lastName: 'Gurung', countryCode: '+977', phone: '9841234567', email: 'maya@example.test', gender: 'female', bloodGroup: 'B+', relation: 'mother' },
  familyMemberId: 'm1', cancelReason: null, canceledAt: null, changeDeadline: '2026-11-20T07:15:00.000Z',
  canCancel: true, cancelBlockedReason: null, canReschedule: true, rescheduleBlockedReason: null, reschedule: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('UpcomingConsultation (home)', () => {
  it('shows the next consultation and opens reschedule on the appointment page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: appointment }));
    const { router } = await renderWithRouter(<UpcomingConsultation uid="u1" />);
    await screen.findByText('Dr. Nirmala Sampang');
    expect(screen.getByText('For Aama Gurung')).toBeTruthy();
    expect(screen.getByText('Bir Clinic, Mahaboudha')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    });
    expect(router.state.location.pathname).toBe(`/appointments/${appointment.id}`);
    expect(router.state.location.search).toEqual({ action: 'reschedule' });
  });

  it("names the doctor in Devanagari in Nepali", async () => {
    const named = { ...appointment, doctor: { ...appointment.doctor, firstNameNe: 'निर्मला', middleNameNe: null, lastNameNe: 'साम्पाङ' } };
    fetchMock.mockImplementation(async () => jsonResponse({ data: named }));
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<UpcomingConsultation uid="u1" />);
    expect(await screen.findByText('डा. निर्मला साम्पाङ')).toBeTruthy();
  });

  it('disables Reschedule and Cancel within 24 hours and says why', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ data: { ...appointment, canCancel: false, cancelBlockedReason: B.cancelCutoff, canReschedule: false, rescheduleBlockedReason: B.rescheduleCutoff } }));
    await renderWithRouter(<UpcomingConsultation uid="u1" />);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveProperty('disabled', true);
    expect(document.getElementById(cancel.getAttribute('aria-describedby')!)!.textContent).toBe(B.cancelCutoff);
  });

  it('keeps showing the consultation kept on the phone, under the notice it is given, when a refetch fails (offline)', async () => {
    const queryClient = testQueryClient();
    const key = ['patient', 'u1', 'consultation', 'upcoming'];
    queryClient.setQueryData(key, appointment, { updatedAt: Date.UTC(2026, 10, 20, 6, 15) });
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    // The notice itself (its wording and date) is the offline feature's, tested there; the route passes it in.
    await renderWithRouter(<UpcomingConsultation uid="u1" notice={<p>Kept copy notice</p>} />, { queryClient });
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
    expect(screen.getByText('Kept copy notice')).toBeTruthy();
    expect(screen.getByText('Dr. Nirmala Sampang')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('has an empty state with a way to find a doctor', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: null }));
    await renderWithRouter(<UpcomingConsultation uid="u1" />);
    await screen.findByText('No upcoming consultations.');
    expect(screen.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/find/doctors');
  });
});
