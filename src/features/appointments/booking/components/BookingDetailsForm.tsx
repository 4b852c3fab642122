import { useId, type FormEvent, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import { BLOOD_GROUPS, COUNTRY_CODES, GENDERS } from '@contracts/person-options';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import type { BookingSummary } from '../api/get-booking-summary';
import { SELF, type BookingErrors, type BookingFormValues, type ForWhom } from '../booking-form';
import { GENDER_LABELS, RELATION_LABELS } from '../labels';
import { PaymentSummary } from './PaymentSummary';
import { Select } from '@/ui/Select/Select';
import * as s from './BookingPage.css';

type Props = {
  formRef: RefObject<HTMLFormElement>;
  values: BookingFormValues;
  onChange: (patch: Partial<BookingFormValues>) => void;
  onForWhomChange: (forWhom: ForWhom) => void;
  errors: BookingErrors;
  formError: string | null;
  members: readonly FamilyMember[];
  summary: BookingSummary | undefined;
  /** The chosen time's fee as last seen, when the summary cannot be asked for (offline). */
  lastSeenFee?: number;
  summaryError: unknown;
  onRetrySummary: () => void;
  retryingSummary: boolean;
  submitting: boolean;
  /** The booking was made offline and waits in the outbox for a connection. */
  waiting?: boolean;
  onSubmit: () => void;
};

/** Who the appointment is for, their details (prefilled), the reason, payment, summary and terms. */
export function BookingDetailsForm({
  formRef, values, onChange, onForWhomChange, errors, formError, members, summary, lastSeenFee, summaryError, onRetrySummary,
  retryingSummary, submitting, waiting = false, onSubmit,
}: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const forWhomOptions = [
    { value: SELF, label: t`Myself` },
    ...members.map((m) => ({ value: m.id, label: `${m.name} (${i18n._(RELATION_LABELS[m.relation])})` })),
  ];
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber') => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} className={s.form} onSubmit={submit} noValidate aria-describedby={formError ? `${id}-form-error` : undefined}>
      {formError ? (
        <p id={`${id}-form-error`} className={s.alert} role="alert">
          {formError}
        </p>
      ) : null}

      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          <Trans>Patient details</Trans>
        </legend>
        <Select
          label={t`Who is this appointment for?`}
          name="forWhom"
          value={values.forWhom}
          options={forWhomOptions}
          onChange={onForWhomChange}
          error={errors.forWhom}
          hint={members.length === 0 ? t`You can add family members on the Family page.` : undefined}
        />
        <div className={s.grid2}>
          <TextInput label={t`First name`} autoComplete={values.forWhom === SELF ? 'given-name' : 'off'} {...text('firstName')} />
          <TextInput label={t`Last name`} autoComplete={values.forWhom === SELF ? 'family-name' : 'off'} {...text('lastName')} />
        </div>
        <div className={s.phoneRow}>
          <Select
            label={t`Country code`}
            name="countryCode"
            value={values.countryCode}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
            onChange={(countryCode) => onChange({ countryCode })}
            error={errors.countryCode}
            required
          />
          <TextInput label={t`Phone number`} type="tel" inputMode="numeric" autoComplete="tel-national" {...text('phoneNumber')} />
        </div>
        <TextInput label={t`Email`} type="email" autoComplete="email" {...text('email')} />
        <div className={s.grid2}>
          <Select
            label={t`Blood group`}
            name="bloodGroup"
            value={values.bloodGroup}
            placeholder={t`Choose…`}
            options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
            onChange={(bloodGroup) => onChange({ bloodGroup: bloodGroup as BookingFormValues['bloodGroup'] })}
            error={errors.bloodGroup}
            required
          />
          <Select
            label={t`Gender`}
            name="gender"
            value={values.gender}
            placeholder={t`Choose…`}
            options={GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_LABELS[gender]) }))}
            onChange={(gender) => onChange({ gender: gender as BookingFormValues['gender'] })}
            error={errors.gender}
            required
          />
        </div>
      </fieldset>

      <fieldset className={s.fieldset}>
        <legend className={s.legend}>
          <Trans>About the visit</Trans>
        </legend>
        <TextArea
          id={`${id}-reason`}
          name="reasonForVisit"
          label={t`Reason for visit`}
          value={values.reasonForVisit}
          onChange={(reasonForVisit) => onChange({ reasonForVisit })}
          error={errors.reasonForVisit}
          maxLength={500}
          required
        />
        <TextArea
          id={`${id}-comments`}
          name="comments"
          label={t`Comments (optional)`}
          value={values.comments}
          onChange={(comments) => onChange({ comments })}
          error={errors.comments}
          maxLength={1000}
        />
      </fieldset>

      <PaymentSummary
        value={values.paymentOption}
        onChange={(paymentOption) => onChange({ paymentOption })}
        summary={summary}
        lastSeenFee={lastSeenFee}
        summaryError={summaryError}
        onRetry={onRetrySummary}
        retrying={retryingSummary}
        error={errors.paymentOption}
      />

      <div className={s.terms}>
        <label className={s.choice}>
          <input
            type="checkbox"
            name="termsAccepted"
            className={s.choiceInput}
            checked={values.termsAccepted}
            onChange={(event) => onChange({ termsAccepted: event.target.checked })}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined}
            required
          />
          <span>
            <Trans>I agree to the terms and conditions, and confirm that the details above are correct.</Trans>
          </span>
        </label>
        {errors.termsAccepted ? (
          <p id={`${id}-terms-error`} className={s.fieldError}>
            {errors.termsAccepted}
          </p>
        ) : null}
      </div>

      <div className={s.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {waiting ? <Trans>Waiting to send</Trans> : <Trans>Confirm booking</Trans>}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {waiting ? (
          <p className={s.muted} data-testid="booking-waiting">
            <Trans>
              You are offline. Your booking is saved on this phone and will be sent as soon as you are back online — you
              can leave this page.
            </Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}

type TextAreaProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  required?: boolean;
};

function TextArea({ id, name, label, value, onChange, error, maxLength, required }: TextAreaProps) {
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <span className={s.requiredMark} aria-hidden="true">*</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        className={s.textarea}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p id={`${id}-error`} className={s.fieldError}>{error}</p> : null}
    </div>
  );
}
