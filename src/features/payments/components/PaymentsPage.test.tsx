// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Invoice, InvoiceDetails, PaymentView } from '@contracts/payments';
import { jsonResponse, renderWithRouter } from '@/app/test-router';
import { messages as ne } from '../../../../locales/ne/messages.po';
import { PaymentsPage } from './PaymentsPage';

const doctor = { id: 'd1', firstName: 'Bishnu', lastName: 'Karki', firstNameNe: 'विष्णु', lastNameNe: 'कार्की' };
const payment: PaymentView = {
  id: 'pay1', transactionUuid: 'T-1', transactionId: 'X-1', gateway: 'esewa', status: 'completed', appointmentId: 'a1', doctor,
  visit: { startsAt: '2026-11-21T07:15:00.000Z', appointmentType: 'in_person', patientName: 'Maya Gurung' },
  amount: 80_000, serviceCharge: 0, total: 80_000, refunded: 0, date: '2026-11-20T07:15:00.000Z', paidOn: '2026-11-20T07:15:00.000Z',
  invoiceId: 'i1', refund: null,
};
const invoice: Invoice = {
  id: 'i1', invoiceNumber: 'INV-0001', date: '2026-11-20T07:15:00.000Z', doctor, appointmentId: 'a1', paymentId: 'pay1', paymentMode: 'esewa',
  amount: 80_000, discount: 0, discountPercent: 0, netAmount: 80_000, status: 'paid',
};
const details: InvoiceDetails = {
  ...invoice, patient: { name: 'Maya Gurung', email: 'maya@example.test', phone: null },
  appointment: { startsAt: '2026-11-21T07:15:00.000Z', type: 'in_person', reason: 'Fever', clinicName: null },
  lines: [], payment: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0];
    if (path === '/api/v1/payment/history') {
      return jsonResponse({ data: { lastPayment: payment, payments: [payment], pagination: { page: 1, pageSize: 50, total: 1, hasNext: false } } });
    }
    if (path === '/api/v1/payment/invoices') return jsonResponse({ data: { invoices: [invoice], pagination: { page: 1, pageSize: 50, total: 1, hasNext: false } } });
    if (path === '/api/v1/payment/invoices/i1') return jsonResponse({ data: details });
    return jsonResponse({ message: `unexpected ${path}` }, 500);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('PaymentsPage', () => {
  it("names the doctor in Devanagari in Nepali: the last payment, the invoices and an invoice's details", async () => {
    act(() => i18n.loadAndActivate({ locale: 'ne', messages: ne }));
    await renderWithRouter(<PaymentsPage uid="u1" />);
    expect(await screen.findByRole('heading', { name: 'डा. विष्णु कार्की' })).toBeTruthy();
    const card = await screen.findByTestId('invoice');
    expect(within(card).getByText('डा. विष्णु कार्की')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(card).getAllByRole('button')[0]!);
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('डा. विष्णु कार्की')).toBeTruthy();
    expect(screen.queryByText(/Dr\./)).toBeNull();
  });

  it('keeps "Dr." and the Latin name in English', async () => {
    await renderWithRouter(<PaymentsPage uid="u1" />);
    expect(await screen.findByRole('heading', { name: 'Dr. Bishnu Karki' })).toBeTruthy();
    expect(within(await screen.findByTestId('invoice')).getByText('Dr. Bishnu Karki')).toBeTruthy();
  });
});
