import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/i18n/format';
import { discountParts } from '../money';

/** The discount as a 'Rs.' amount and percent off, e.g. 'Rs. 200 (20% off)'; 'None' without one. */
export function Discount({ amount, discount }: { amount: number; discount: number }) {
  const parts = discountParts(amount, discount);
  if (!parts) return <Trans>None</Trans>;
  const { money, percent } = parts;
  return <Trans>{money} ({percent}% off)</Trans>;
}

export function Money({ paisa }: { paisa: number }) {
  return <>{formatMoney(paisa)}</>;
}
