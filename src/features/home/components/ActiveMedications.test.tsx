// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { ActiveMedication } from '@contracts/home';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { ActiveMedications } from './ActiveMedications';

const medication: ActiveMedication = {
  id: 'p1', medication: 'Amlodipine', strength: '5 mg', form: 'tablet', doses: '1-0-0', quantity: 30, start: '2026-11-01', stop: null,
  instructions: null, doctor: { id: 'd1', name: 'Bishnu Karki', firstNameNe: 'विष्णु', lastNameNe: 'कार्की' }, familyMember: null, appointmentId: null,
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

describe('ActiveMedications (home)', () => {
  it("names the prescribing doctor in the reader's script", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { medications: [medication] } }));
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<ActiveMedications uid="u1" />);
    expect(await screen.findByText('डा. विष्णु कार्की · परिमाण ३०')).toBeTruthy();
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(await screen.findByText('Dr. Bishnu Karki · quantity 30')).toBeTruthy();
  });

  it('keeps the Latin name in Nepali when the directory has no Devanagari name', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ data: { medications: [{ ...medication, doctor: { id: 'd1', name: 'Bishnu Karki' } }] } }));
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<ActiveMedications uid="u1" />);
    expect(await screen.findByText('डा. Bishnu Karki · परिमाण ३०')).toBeTruthy();
  });
});
