// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { AppointmentDetails } from '@contracts/appointments';
import { renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../../locales/ne/messages.po';
import { BookingConfirmation } from './BookingConfirmation';

const appointment: AppointmentDetails = {
  id: 'a1e2c3d4-0000-4000-8000-000000000001', status: 'pending', type: 'clinic', appointmentType: 'in_person',
  date: '2026-11-21', startTime: '13:00', endTime: '13:15', startsAt: '2026-11-21T07:15:00.000Z', endsAt: '2026-11-21T07:30:00.000Z',
  timeZone: 'Asia/Kathmandu', bookingDate: '2026-11-20T00:00:00.000Z', slotId: 's1',
  doctor: {
    id: 'd1', firstName: 'Bishnu', middleName: null, lastName: 'Karki', firstNameNe: 'विष्णु', middleNameNe: null, lastNameNe: 'कार्की',
    profilePictureUrl: null, specialization: { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटुरोग' },
  },
  clinic: null, amount: 80_000, discount: 0, serviceCharge: 0, total: 80_000, reason: 'Fever', comments: null, paymentOption: 'offline',
  paymentStatus: 'unpaid', paymentMethod: null,
  patientInfo: { firstName: 'Maya', lastName: 'Gurung', countryCode: '+977', phone: '9841234567', email: 'maya@example.test', gender: 'female', bloodGroup: 'B+', relation: 'self' },
  familyMemberId: null, cancelReason: null, canceledAt: null, changeDeadline: '2026-11-20T07:15:00.000Z',
  canCancel: true, cancelBlockedReason: null, canReschedule: true, rescheduleBlockedReason: null, reschedule: null, statusHistory: [],
};

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })));

describe('BookingConfirmation', () => {
  it('names the booked doctor in Devanagari in Nepali', async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<BookingConfirmation appointmentId={appointment.id} appointment={appointment} />);
    expect(screen.getByText('डा. विष्णु कार्की')).toBeTruthy();
  });
});
