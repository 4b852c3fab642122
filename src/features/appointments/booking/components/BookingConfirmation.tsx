import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppointmentDetails } from '@contracts/appointments';
import { displayDoctorName } from '@contracts/doctor-name';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { formatMoney, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { PAYMENT_OPTION_LABELS, SLOT_TYPE_LABELS } from '../labels';
import * as s from './BookingPage.css';

/** The confirmation screen after booking: what was booked, that the doctor confirms next, where to find it. */
export function BookingConfirmation({ appointmentId, appointment, payNow }: {
  appointmentId: string;
  appointment: AppointmentDetails | null;
  /** Offered at once when the patient chose to pay online: booking and paying are one flow. */
  payNow?: (appointmentId: string) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = appointment ? displayDoctorName(appointment.doctor, locale) : '';
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className={s.success} aria-labelledby="booking-done-title" data-testid="booking-confirmation">
      <h2 id="booking-done-title" ref={headingRef} tabIndex={-1} className={s.cardTitle}>
        <span className={s.successIcon} aria-hidden="true">✓ </span>
        <Trans>Your appointment is booked</Trans>
      </h2>
      <p className={s.errorText}>
        <Trans>The doctor will confirm it soon. We will send you a notification when they do.</Trans>
      </p>
      {appointment ? (
        <dl className={s.summary}>
          <Row label={t`Doctor`} value={t`Dr. ${name}`} />
          <Row
            label={t`When`}
            value={`${formatDateBs(appointment.startsAt, { locale })}, ${formatTime(appointment.startsAt, { locale })}`}
          />
          <Row
            label={t`Where`}
            value={appointment.clinic ? `${appointment.clinic.name}, ${appointment.clinic.address}` : i18n._(SLOT_TYPE_LABELS[appointment.appointmentType])}
          />
          <Row label={t`Patient`} value={`${appointment.patientInfo.firstName} ${appointment.patientInfo.lastName}`} />
          <Row label={t`Payment`} value={i18n._(PAYMENT_OPTION_LABELS[appointment.paymentOption])} />
          <Row label={t`Total`} value={formatMoney(appointment.total, locale)} />
        </dl>
      ) : null}
      {appointment && payNow && appointment.paymentOption === 'online' && appointment.paymentStatus === 'unpaid' ? (
        <div className={s.payOnline} data-testid="booking-pay-online">
          <p className={s.errorText}>
            <Trans>You chose to pay online. Pay now with eSewa or Khalti, or later from the appointment.</Trans>
          </p>
          {payNow(appointmentId)}
        </div>
      ) : null}
      <div className={s.actions}>
        <Link to="/appointments/$id" params={{ id: appointmentId }} className={s.linkButtonPrimary}>
          <Trans>View appointment</Trans>
        </Link>
        <Link to="/appointments" className={s.linkButton}>
          <Trans>All appointments</Trans>
        </Link>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={s.summaryRow}>
      <dt className={s.summaryLabel}>{label}</dt>
      <dd className={s.summaryValue}>{value}</dd>
    </div>
  );
}
