import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_OPTIONS } from '@contracts/record-options';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import type { BookingSummary } from '../api/get-booking-summary';
import type { PaymentOption } from '../booking-form';
import { PAYMENT_OPTION_LABELS } from '../labels';
import { QueryError } from '@/ui/QueryError/QueryError';
import { getConfig } from '@/lib/settings/config';
import * as s from './BookingPage.css';

type Props = {
  value: PaymentOption;
  onChange: (value: PaymentOption) => void;
  summary: BookingSummary | undefined;
  /** The fee of the chosen time as last seen, when the summary cannot be asked for (offline). */
  lastSeenFee?: number;
  summaryError: unknown;
  onRetry: () => void;
  retrying: boolean;
  error?: string;
};

/** Pay offline or online (with the wallet service charge), and the amounts to pay (from the summary endpoint). */
export function PaymentSummary({ value, onChange, summary, lastSeenFee, summaryError, onRetry, retrying, error }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const money = (paisa: number) => formatMoney(paisa, locale);
  const chosen = summary?.options[value];
  const percent = summary ? formatNumber(summary.serviceChargeRule.percent, locale) : '';
  const cap = summary ? money(summary.serviceChargeRule.capPaisa) : '';
  const discountPercent = summary ? formatNumber(summary.discountPercent, locale) : '';

  return (
    <>
      <fieldset className={s.fieldset} aria-describedby={error ? 'payment-error' : undefined}>
        <legend className={s.legend}>
          <Trans>Payment option</Trans>
        </legend>
        {/* Online only where this server has a wallet set up; else "pay at the clinic" is the one choice. */}
        {PAYMENT_OPTIONS.filter((option) => option !== 'online' || getConfig().wallets.length > 0).map((option) => {
          const charge = summary?.options[option].serviceCharge;
          const chargeText = charge === undefined ? '' : money(charge);
          return (
            <label key={option} className={s.choice}>
              <input
                type="radio"
                name="paymentOption"
                value={option}
                className={s.choiceInput}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              <span className={s.choiceText}>
                <span className={s.choiceTitle}>{i18n._(PAYMENT_OPTION_LABELS[option])}</span>
                <span className={s.muted}>
                  {option === 'offline' ? (
                    <Trans>No service charge. Pay at the clinic or before the consultation.</Trans>
                  ) : charge === undefined ? (
                    <Trans>A wallet service charge applies.</Trans>
                  ) : charge === 0 ? (
                    <Trans>No wallet service charge for this appointment.</Trans>
                  ) : (
                    <Trans>
                      Wallet service charge {chargeText} ({percent}% of the fee, at most {cap}).
                    </Trans>
                  )}
                </span>
              </span>
            </label>
          );
        })}
        {error ? <p id="payment-error" className={s.fieldError}>{error}</p> : null}
      </fieldset>

      <section className={s.fieldset} aria-labelledby="booking-summary-title">
        <h3 id="booking-summary-title" className={s.legend}>
          <Trans>Booking summary</Trans>
        </h3>
        {!summary && lastSeenFee !== undefined ? (
          <>
            <dl className={s.summary} data-testid="booking-summary">
              <div className={s.summaryRow}>
                <dt className={s.summaryLabel}>
                  <Trans>Consultation fee</Trans>
                </dt>
                <dd className={s.summaryValue}>{lastSeenFee === 0 ? <Trans>Free</Trans> : money(lastSeenFee)}</dd>
              </div>
            </dl>
            <p className={s.muted} data-testid="booking-total-later">
              <Trans>The total, with any discount and wallet service charge, is worked out when your booking is sent.</Trans>
            </p>
          </>
        ) : summaryError && !summary ? (
          <QueryError error={summaryError} onRetry={onRetry} retrying={retrying} />
        ) : !summary || !chosen ? (
          <div aria-hidden="true">
            <Skeleton lines={3} />
          </div>
        ) : (
          <dl className={s.summary} data-testid="booking-summary">
            <div className={s.summaryRow}>
              <dt className={s.summaryLabel}>
                <Trans>Consultation fee</Trans>
              </dt>
              <dd className={s.summaryValue}>{summary.appointmentFee === 0 ? <Trans>Free</Trans> : money(summary.appointmentFee)}</dd>
            </div>
            {summary.discount > 0 ? (
              <div className={s.summaryRow} data-testid="booking-discount">
                <dt className={s.summaryLabel}>
                  <Trans>Discount ({discountPercent}% off)</Trans>
                </dt>
                <dd className={s.summaryValue}>−{money(summary.discount)}</dd>
              </div>
            ) : null}
            <div className={s.summaryRow}>
              <dt className={s.summaryLabel}>
                <Trans>Wallet service charge</Trans>
              </dt>
              <dd className={s.summaryValue}>{money(chosen.serviceCharge)}</dd>
            </div>
            <div className={`${s.summaryRow} ${s.totalRow}`}>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd className={s.summaryValue} data-testid="booking-total">{money(chosen.total)}</dd>
            </div>
          </dl>
        )}
      </section>
    </>
  );
}
