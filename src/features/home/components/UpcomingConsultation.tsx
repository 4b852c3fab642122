import { useDeferredValue, useId, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Appointment } from '@contracts/appointments';
import { displayDoctorName } from '@contracts/doctor-name';
import { Avatar } from '@/ui/Avatar/Avatar';
import { Button } from '@/ui/Button/Button';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { useUpcomingConsultation } from '../api/get-upcoming-consultation';
import { QueryError } from '@/ui/QueryError/QueryError';
import * as s from './Dashboard.css';

const STATUS = {
  pending: msg`Waiting for confirmation`,
  confirmed: msg`Confirmed`,
  rescheduled: msg`Reschedule requested`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
} as const;

/** Home: the next consultation with Reschedule and Cancel (disabled, with the reason, within 24 hours). */
export function UpcomingConsultation({ uid, notice }: { uid: string; notice?: ReactNode }) {
  // The answer renders in a transition (in slices that yield to the browser): its arrival is a
  // synchronous update (the query's external store), one long task on a slow phone otherwise.
  const { data, isPending, isError, error, refetch, isFetching } = useDeferredValue(useUpcomingConsultation(uid));
  let body;
  if (isPending) body = <ConsultationSkeleton />;
  else if (isError && !data) body = <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!data) {
    body = (
      <>
        <p className={s.muted}>
          <Trans>No upcoming consultations.</Trans>
        </p>
        <div className={s.actions}>
          <Link to="/find/doctors" className={s.link}>
            <Trans>Find a doctor</Trans>
          </Link>
        </div>
      </>
    );
  } else body = <Consultation appointment={data} />;

  return (
    <section className={s.card} aria-labelledby="upcoming-title" aria-busy={isPending || undefined} data-testid="upcoming-consultation">
      <div className={s.cardHeader}>
        <h2 id="upcoming-title" className={s.cardTitle}>
          <Trans>Upcoming consultation</Trans>
        </h2>
        <Link to="/appointments" className={s.headerLink}>
          <Trans>All appointments</Trans>
        </Link>
      </div>
      {notice}
      {body}
    </section>
  );
}

/**
 * The consultation's own shape (doctor row, date, place, buttons) while it loads: the card does not
 * grow when it arrives, so what is below it does not jump (Lighthouse measured CLS 0.37 on /home with
 * three lines of placeholder here).
 */
function ConsultationSkeleton() {
  // The consultation's elements with their classes (the card's gaps, the lines' heights: 1lh), each a
  // placeholder; the date takes two lines as it does on a phone.
  return (
    <>
      <div className={s.doctorRow} aria-hidden="true">
        <Skeleton variant="circle" />
        <div className={s.doctorText}>
          <p className={s.doctorName}><Skeleton width="60%" height="1lh" /></p>
          <p className={s.muted}><Skeleton width="40%" height="1lh" /></p>
          <Skeleton width="6em" height="1.5rem" />
        </div>
      </div>
      <p className={s.when} aria-hidden="true"><Skeleton width="80%" height="2lh" /></p>
      <p className={s.text} aria-hidden="true"><Skeleton width="45%" height="1lh" /></p>
      <div className={s.actions} aria-hidden="true">
        <Skeleton width="7em" height="44px" />
        <Skeleton width="7.5em" height="44px" />
        <Skeleton width="5em" height="44px" />
      </div>
    </>
  );
}

function Consultation({ appointment: a }: { appointment: Appointment }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const locale = i18n.locale as Locale;
  const name = displayDoctorName(a.doctor, locale);
  const spec = locale === 'ne' && a.doctor.specialization.nameNe ? a.doctor.specialization.nameNe : a.doctor.specialization.nameEn;
  const when = formatDateTimeBs(a.startsAt, { locale });
  const patient = `${a.patientInfo.firstName} ${a.patientInfo.lastName}`;
  const open = (action: 'cancel' | 'reschedule') => void navigate({ to: '/appointments/$id', params: { id: a.id }, search: { action } });
  const rescheduleReason = a.canReschedule ? null : a.rescheduleBlockedReason;
  const cancelReason = a.canCancel ? null : a.cancelBlockedReason;
  // Both refused for one reason (a closed appointment): say it once.
  const shared = rescheduleReason !== null && rescheduleReason === cancelReason;

  return (
    <>
      <div className={s.doctorRow}>
        <Avatar src={a.doctor.profilePictureUrl} name={name} size="md" decorative />
        <div className={s.doctorText}>
          <p className={s.doctorName}>{t`Dr. ${name}`}</p>
          <p className={s.muted}>{spec}</p>
          <span className={s.badge}>{i18n._(STATUS[a.status])}</span>
        </div>
      </div>
      <p className={s.when}>{when}</p>
      <p className={s.text}>{a.clinic ? `${a.clinic.name}, ${a.clinic.address}` : t`Online consultation`}</p>
      {a.patientInfo.relation === 'self' ? null : (
        <p className={s.muted}>
          <Trans>For {patient}</Trans>
        </p>
      )}
      {a.reschedule?.status === 'doctor_proposed' ? (
        <p className={s.notice}>
          <Trans>The doctor proposed a new time. Open the appointment to accept it or choose another.</Trans>
        </p>
      ) : a.reschedule?.status === 'awaiting_doctor' ? (
        <p className={s.notice}>
          <Trans>Reschedule requested: waiting for the doctor.</Trans>
        </p>
      ) : null}
      <div className={s.actions}>
        <Link to="/appointments/$id" params={{ id: a.id }} className={s.link}>
          <Trans>View details</Trans>
        </Link>
        <Button
          variant="outline"
          disabled={!a.canReschedule}
          onClick={() => open('reschedule')}
          aria-describedby={rescheduleReason ? (shared ? `${id}-cancel` : `${id}-reschedule`) : undefined}
        >
          <Trans>Reschedule</Trans>
        </Button>
        <Button
          variant="destructive-outlined"
          disabled={!a.canCancel}
          onClick={() => open('cancel')}
          aria-describedby={cancelReason ? `${id}-cancel` : undefined}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {rescheduleReason && !shared ? (
        <p id={`${id}-reschedule`} className={s.blocked}>
          {rescheduleReason}
        </p>
      ) : null}
      {cancelReason ? (
        <p id={`${id}-cancel`} className={s.blocked}>
          {cancelReason}
        </p>
      ) : null}
    </>
  );
}
