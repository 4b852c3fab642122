// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Appointment } from '@contracts/appointments';
import { renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { AppointmentCard } from './AppointmentCard';

const appointment: Appointment = {
  id: 'a1e2c3d4-0000-4000-8000-000000000001', status: 'confirmed', type: 'clinic', appointmentType: 'in_person',
  date: '2026-11-21', startTime: '13:00', endTime: '13:15', startsAt: '2026-11-21T07:15:00.000Z', endsAt: '2026-11-21T07:30:00.000Z',
  timeZone: 'Asia/Kathmandu', bookingDate: '2026-11-20T00:00:00.000Z', slotId: 's1',
  doctor: {
    id: 'd1', firstName: 'Nirmala', middleName: 'Kumari', lastName: 'Sampang', firstNameNe: 'निर्मला', middleNameNe: 'कुमारी', lastNameNe: 'साम्पाङ',
    profilePictureUrl: null, specialization: { slug: 'fm', nameEn: 'Family Medicine', nameNe: 'पारिवारिक चिकित्सा' },
  },
  clinic: { id: 'c1', name: 'Bir Clinic', address: 'Mahaboudha', city: 'Kathmandu' },
  amount: 80_000, discount: 0, serviceCharge: 0, total: 80_000, reason: 'Fever', comments: null, paymentOption: 'offline', paymentStatus: 'unpaid',
  paymentMethod: null,
  patientInfo: { firstName: 'Maya', lastName: 'Gurung', countryCode: '+977', phone: '9841234567', email: 'maya@example.test', gender: 'female', bloodGroup: 'B+', relation: 'self' },
  familyMemberId: null, cancelReason: null, canceledAt: null, changeDeadline: '2026-11-20T07:15:00.000Z',
  canCancel: true, cancelBlockedReason: null, canReschedule: true, rescheduleBlockedReason: null, reschedule: null,
};

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })));

describe('AppointmentCard', () => {
  it("names the doctor in Devanagari in Nepali, with the Nepali title", async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<AppointmentCard appointment={appointment} />);
    expect(screen.getByRole('link', { name: 'डा. निर्मला कुमारी साम्पाङ' }).getAttribute('href')).toBe(`/appointments/${appointment.id}`);
    expect(screen.getByText('पारिवारिक चिकित्सा')).toBeTruthy();
  });

  it('keeps the Latin name in English, and in Nepali when the directory has no Devanagari name', async () => {
    await renderWithRouter(<AppointmentCard appointment={appointment} />);
    expect(screen.getByRole('link', { name: 'Dr. Nirmala Kumari Sampang' })).toBeTruthy();
    cleanup();
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    const latin = { ...appointment, doctor: { ...appointment.doctor, firstNameNe: null, middleNameNe: null, lastNameNe: null } };
    await renderWithRouter(<AppointmentCard appointment={latin} />);
    expect(screen.getByRole('link', { name: 'डा. Nirmala Kumari Sampang' })).toBeTruthy();
  });
});
