// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Prescription } from '@contracts/prescriptions';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { PrescriptionsPage } from './PrescriptionsPage';

const prescription: Prescription = {
  id: 'p1', doctor: { id: 'd1', firstName: 'Bishnu', lastName: 'Karki', firstNameNe: 'विष्णु', lastNameNe: 'कार्की', nmcNumber: '12345' },
  medication: 'Amlodipine', strength: '5 mg', form: 'tablet', doses: '1-0-0', quantity: 30, startDate: '2026-11-01', stopDate: null,
  instructions: null, appointmentId: null, patientName: 'Maya Gurung', familyMemberId: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse({ data: { prescriptions: [prescription] } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('PrescriptionsPage', () => {
  it('writes the title and the name in Nepali (the directory has the Devanagari name)', async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<PrescriptionsPage uid="u1" />);
    expect(await screen.findByText('डा. विष्णु कार्की')).toBeTruthy();
    expect(screen.queryByText(/Dr\./)).toBeNull();
  });

  it('says "Dr." and the Latin name in English', async () => {
    await renderWithRouter(<PrescriptionsPage uid="u1" />);
    expect(await screen.findByText('Dr. Bishnu Karki')).toBeTruthy();
  });
});
