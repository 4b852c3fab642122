import { Trans, useLingui } from '@lingui/react/macro';
import { discountPaisa } from '@contracts/money';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import * as s from './Fee.css';

/**
 * A consultation fee: "Free", the fee, or with the doctor's discount the price to pay, the fee struck
 * through and the discount as a 'Rs.' amount with percent off (spec 9): "Rs. 960 ~~Rs. 1,200~~ Rs. 240 off (20%)".
 */
export function Fee({ feePaisa, discountPercent }: { feePaisa: number; discountPercent: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (feePaisa === 0) return <>{t`Free`}</>;
  const discount = discountPaisa(feePaisa, discountPercent);
  if (discount === 0) return <>{formatMoney(feePaisa, locale)}</>;
  const price = formatMoney(feePaisa - discount, locale);
  const was = formatMoney(feePaisa, locale);
  const off = formatMoney(discount, locale);
  const percent = formatNumber(discountPercent, locale);
  return (
    <span className={s.fee} data-testid="discounted-fee">
      <span>{price}</span>{' '}
      <del className={s.was}>
        <VisuallyHidden>{t`Before the discount:`} </VisuallyHidden>
        {was}
      </del>{' '}
      <span className={s.off}>
        <Trans>{off} off ({percent}%)</Trans>
      </span>
    </span>
  );
}
