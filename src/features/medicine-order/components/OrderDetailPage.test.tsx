// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { MedicineOrder } from '@contracts/medicine-order';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { OrderDetailPage } from './OrderDetailPage';

const pharmacy = {
  id: 'ph1', name: 'Lakeside Pharmacy', nameNe: 'लेकसाइड फार्मेसी', licenseNumber: 'DDA-PH-010000', address: 'Lakeside', city: 'Pokhara',
  phone: null, latitude: 28.2, longitude: 83.95, is24Hours: true, opensAt: null, closesAt: null, openNow: true, distanceKm: null,
};
const item = (id: string, medication: string, over: Partial<MedicineOrder['items'][number]> = {}): MedicineOrder['items'][number] => ({
  id, prescriptionId: `rx-${id}`, medication, strength: '5 mg', form: 'Tablet', quantity: 30, availability: 'available', substitute: null,
  substituteReason: null, quotedQuantity: 30, pricePaisa: 30_000, accepted: false, ...over,
});
const quoted: MedicineOrder = {
  id: 'o1', status: 'quoted', source: 'prescription', forName: 'Maya Thapa', familyMemberId: null, pharmacy,
  items: [
    item('a', 'Amlodipine', { availability: 'substitute', substitute: 'Amlodac 5 mg', substituteReason: 'Brand out of stock', pricePaisa: 45_000 }),
    item('b', 'Metformin', { availability: 'unavailable', quotedQuantity: null, pricePaisa: null }),
    item('c', 'Atorvastatin'),
  ],
  note: null, pharmacyNote: null, reason: null, requestedAt: '2026-11-28T02:00:00Z', quotedAt: '2026-11-28T03:00:00Z',
  answerBy: '2026-11-29T03:00:00Z', readyAt: null, collectBy: null, collectedAt: null, closedAt: null, totalPaisa: 75_000,
  payment: null, pickupCode: null, hasPhoto: false,
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

describe('OrderDetailPage', () => {
  it('offers only the available and substitute medicines, totals the chosen ones, and accepts those', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST'
      ? jsonResponse({ message: 'Accepted', data: { ...quoted, status: 'accepted' } })
      : jsonResponse({ data: quoted })));
    await renderWithRouter(<OrderDetailPage uid="u1" id="o1" />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(screen.getByText(/Total of the chosen medicines: Rs\. 750/)).toBeTruthy();
    fireEvent.click(boxes[1]!);
    expect(screen.getByText(/Total of the chosen medicines: Rs\. 450/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the chosen medicines' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toContain('/api/v1/patient/medicine-order/o1/accept');
    expect(JSON.parse(String(init!.body))).toEqual({ itemIds: ['a'] });
    expect(new Headers(init!.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the pick-up code as text and as a QR code once ready, in Nepali', async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    fetchMock.mockImplementation(async () => jsonResponse({ data: { ...quoted, status: 'ready', pickupCode: '48219037', readyAt: '2026-11-28T04:00:00Z', collectBy: '2026-12-01T04:00:00Z' } }));
    await renderWithRouter(<OrderDetailPage uid="u1" id="o1" />);
    expect((await screen.findByTestId('pickup-code')).textContent).toBe('4821 9037');
    expect(screen.getByRole('img', { name: 'लिने कोडको QR कोड' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('लेकसाइड फार्मेसी')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
