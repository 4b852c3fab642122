// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/test-utils';
import { getConfig } from '@/lib/settings/config';
import { PaymentSummary } from './PaymentSummary';

vi.mock('@/lib/settings/config', async (original) => {
  const actual = await original<typeof import('@/lib/settings/config')>();
  return { ...actual, getConfig: vi.fn(actual.getConfig) };
});

afterEach(() => {
  cleanup();
  vi.mocked(getConfig).mockRestore();
});

const props = { value: 'offline' as const, onChange: () => {}, summary: undefined, summaryError: null, onRetry: () => {}, retrying: false };

describe('the payment choice', () => {
  it('offers paying online where the server has a wallet', () => {
    renderWithI18n(<PaymentSummary {...props} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['offline', 'online']);
  });

  it('offers only paying at the clinic where no wallet has credentials', () => {
    vi.mocked(getConfig).mockReturnValue({ ...vi.mocked(getConfig).getMockImplementation()!(), wallets: [] });
    renderWithI18n(<PaymentSummary {...props} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['offline']);
    expect(screen.getByText('Pay at the clinic (offline)')).toBeTruthy();
  });
});
