import { discountPercent } from '@contracts/payments';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';

/** 'Rs. 200 (20% off)': the discount as a 'Rs.' amount and percent off (spec 9); null without one. */
export function discountParts(amountPaisa: number, discountPaisa: number, locale?: Locale): { money: string; percent: string } | null {
  if (discountPaisa <= 0) return null;
  const pct = discountPercent(amountPaisa, discountPaisa);
  return { money: formatMoney(discountPaisa, locale), percent: formatNumber(pct, locale, { maximumFractionDigits: 1 }) };
}
