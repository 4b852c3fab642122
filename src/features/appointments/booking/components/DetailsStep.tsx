import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { FamilyMember } from '@contracts/family';
import type { PatientProfile } from '@contracts/patient';
import type { ScheduleSlot } from '@contracts/schedules';
import { Button } from '@/ui/Button/Button';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { patientTimeZone } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import type { BookingFlow } from '../booking-flow';
import { BookingDetailsForm } from './BookingDetailsForm';
import { LastSeenNotice, SlotDescription } from './SlotPicker';
import * as s from './BookingPage.css';

type Props = {
  flow: BookingFlow;
  locale: Locale;
  profile: PatientProfile | undefined;
  profileError: unknown;
  onRetryProfile: () => void;
  members: readonly FamilyMember[] | undefined;
  profileGate: ReactNode | null;
};

/**
 * Step 2: the chosen time (with "Change time"), then the form, or what stands in its way: the time
 * taken meanwhile, the profile not loaded or not ready to book, or still loading.
 */
export function DetailsStep({ flow, locale, profile, profileError, onRetryProfile, members, profileGate }: Props) {
  const { summary, chosenSlot, chosenSeenAt, values } = flow;
  return (
    <section className={s.card} aria-labelledby="details-title">
      <h2 id="details-title" className={s.cardTitle}>
        <Trans>Details and payment</Trans>
      </h2>
      <ChosenSlot slot={chosenSlot} locale={locale} onChange={flow.toTimes} />
      {chosenSeenAt !== null && chosenSlot ? <LastSeenNotice seenAt={chosenSeenAt} chosen /> : null}
      {summary.data && summary.data.slot.status !== 'available' ? (
        <p className={s.alert} role="alert">
          <Trans>This time is no longer available. Please choose another time.</Trans>
        </p>
      ) : profileError && !profile ? (
        <QueryError error={profileError} onRetry={onRetryProfile} />
      ) : profileGate ? (
        profileGate
      ) : !profile || !values ? (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <BookingDetailsForm
          formRef={flow.formRef}
          values={values}
          onChange={flow.edit}
          onForWhomChange={flow.changeForWhom}
          errors={flow.errors}
          formError={flow.formError}
          members={members ?? []}
          summary={summary.data}
          lastSeenFee={summary.data ? undefined : flow.seen?.slot.appointmentFee}
          summaryError={summary.error}
          onRetrySummary={() => void summary.refetch()}
          retryingSummary={summary.isFetching}
          submitting={flow.book.isPending}
          waiting={flow.book.waiting}
          onSubmit={flow.submit}
        />
      )}
    </section>
  );
}

function ChosenSlot({ slot, locale, onChange }: { slot: ScheduleSlot | undefined; locale: Locale; onChange: () => void }) {
  return (
    <div className={s.chosenSlot}>
      <p className={s.errorText}>
        {slot ? <SlotDescription slot={slot} locale={locale} timeZone={patientTimeZone()} /> : <Skeleton width="220px" />}
      </p>
      <Button variant="outline" size="sm" onClick={onChange}>
        <Trans>Change time</Trans>
      </Button>
    </div>
  );
}
