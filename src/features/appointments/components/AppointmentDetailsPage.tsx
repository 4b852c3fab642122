import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppointmentDetails } from '@contracts/appointments';
import { Avatar } from '@/ui/Avatar/Avatar';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden';
import { isNotFound } from '@/lib/api/api-client';
import { formatMoney, formatTime } from '@/lib/i18n/format';
import { GATEWAY_NAMES } from '@/lib/domain/gateway-names';
import { formatDateBs, formatDateTimeBs } from '@/lib/i18n/bs-format';
import { GENDER_LABELS } from '@/lib/domain/person-labels';
import type { Locale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useAppointmentDetails } from '../api/get-appointment-details';
import { useAppointmentsLive } from '../use-appointments-live';
import { doctorName, patientName } from '../appointment-text';
import { PAYMENT_OPTION_LABELS, PAYMENT_STATUS_LABELS, RELATION_LABELS, SLOT_TYPE_LABELS } from '../labels';
import { CancelDialog } from './CancelDialog';
import { ChangeActions } from './ChangeActions';
import { QueryError } from '@/ui/QueryError/QueryError';
import { RescheduleDialog, type SlotPickerComponent } from './RescheduleDialog';
import { RescheduleStatus } from './RescheduleStatus';
import { StatusBadge } from './StatusBadge';
import { StatusHistory } from './StatusHistory';
import * as s from './AppointmentsPage.css';

export type AppointmentAction = 'cancel' | 'reschedule';

type Props = {
  uid: string;
  id: string;
  /** The open dialog (in the URL, so home can link straight to it). */
  action: AppointmentAction | undefined;
  onActionChange: (action: AppointmentAction | undefined) => void;
  SlotPicker: SlotPickerComponent;
};

function BackLink() {
  return (
    <Link to="/appointments" className={s.back}>
      <span aria-hidden="true">←</span>
      <Trans>All appointments</Trans>
    </Link>
  );
}

/** /appointments/$id: the details, the open reschedule request, the changes allowed, and the history. */
export function AppointmentDetailsPage({ uid, id, action, onActionChange, SlotPicker }: Props) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useAppointmentDetails(uid, id);
  useAppointmentsLive(uid);
  const name = data ? doctorName(data.doctor, i18n.locale as Locale) : '';
  useDocumentTitle(data ? t`Appointment with Dr. ${name}` : t`Appointment details`);

  if (isError && !data) {
    return (
      <div className={s.page}>
        <BackLink />
        {isNotFound(error) ? (
          <EmptyState headingLevel={1} title={<Trans>Not found</Trans>} message={<Trans>This appointment could not be found.</Trans>} />
        ) : (
          <>
            <h1 className={s.title}>
              <Trans>Appointment details</Trans>
            </h1>
            <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />
          </>
        )}
      </div>
    );
  }
  if (isPending) {
    return (
      <div className={s.page} aria-busy="true">
        <BackLink />
        <VisuallyHidden role="status">
          <Trans>Loading the appointment…</Trans>
        </VisuallyHidden>
        <div className={s.section} aria-hidden="true">
          <Skeleton width="50%" height="1.75em" />
          <Skeleton lines={5} />
        </div>
      </div>
    );
  }

  const open = data.status !== 'completed' && data.status !== 'canceled';
  const cancelReason = data.cancelReason;
  return (
    <div className={s.page}>
      <BackLink />
      <section className={s.section} aria-labelledby="appointment-title">
        <div className={s.cardTop}>
          <Avatar src={data.doctor.profilePictureUrl} name={name} size="lg" decorative />
          <div className={s.cardBody}>
            <h1 id="appointment-title" className={s.title}>
              {t`Dr. ${name}`}
            </h1>
            <StatusBadge status={data.status} />
          </div>
        </div>
        <RescheduleStatus appointment={data} onChooseAnother={() => onActionChange('reschedule')} />
        {open ? (
          <ChangeActions
            appointment={data}
            onCancel={() => onActionChange('cancel')}
            onReschedule={() => onActionChange('reschedule')}
          />
        ) : null}
        {data.status === 'canceled' && cancelReason ? (
          <p className={s.warning}>
            <Trans>Canceled. Reason: {cancelReason}</Trans>
          </p>
        ) : null}
      </section>
      <Facts appointment={data} />
      {data.statusHistory.length > 0 ? <StatusHistory history={data.statusHistory} /> : null}
      <CancelDialog appointmentId={data.id} open={action === 'cancel' && data.canCancel} onClose={() => onActionChange(undefined)} />
      <RescheduleDialog
        appointment={data}
        open={action === 'reschedule' && data.canReschedule}
        onClose={() => onActionChange(undefined)}
        SlotPicker={SlotPicker}
        answeringProposal={data.reschedule?.status === 'doctor_proposed'}
      />
    </div>
  );
}

function Facts({ appointment: a }: { appointment: AppointmentDetails }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const spec = locale === 'ne' && a.doctor.specialization.nameNe ? a.doctor.specialization.nameNe : a.doctor.specialization.nameEn;
  const relation = i18n._(RELATION_LABELS[a.patientInfo.relation]);
  const rows: [string, string][] = [
    [t`Date`, formatDateBs(a.startsAt, { locale })],
    [t`Time`, `${formatTime(a.startsAt, { locale })} – ${formatTime(a.endsAt, { locale })}`],
    [t`Type`, i18n._(SLOT_TYPE_LABELS[a.appointmentType])],
    [t`Where`, a.clinic ? `${a.clinic.name}, ${a.clinic.address}` : t`Online`],
    [t`Specialization`, spec],
    [t`Patient`, `${patientName(a)} (${relation})`],
    [t`Gender`, i18n._(GENDER_LABELS[a.patientInfo.gender])],
    [t`Blood group`, a.patientInfo.bloodGroup],
    [t`Phone`, `${a.patientInfo.countryCode} ${a.patientInfo.phone}`],
    [t`Email`, a.patientInfo.email],
    [t`Reason for visit`, a.reason],
    ...(a.comments ? [[t`Comments`, a.comments] as [string, string]] : []),
    [t`Payment option`, i18n._(PAYMENT_OPTION_LABELS[a.paymentOption])],
    [t`Payment status`, i18n._(PAYMENT_STATUS_LABELS[a.paymentStatus])],
    // The wallet (or cash) actually used, once paid.
    ...(a.paymentMethod ? [[t`Paid with`, i18n._(GATEWAY_NAMES[a.paymentMethod])] as [string, string]] : []),
    [t`Consultation fee`, formatMoney(a.amount + a.discount, locale)],
    ...(a.discount > 0 ? [[t`Doctor's discount`, `−${formatMoney(a.discount, locale)}`] as [string, string]] : []),
    [t`Wallet service charge`, formatMoney(a.serviceCharge, locale)],
    [t`Total`, formatMoney(a.total, locale)],
    [t`Booked on`, formatDateTimeBs(a.bookingDate, { locale })],
  ];
  return (
    <section className={s.section} aria-labelledby="appointment-facts-title">
      <h2 id="appointment-facts-title" className={s.sectionTitle}>
        <Trans>Details</Trans>
      </h2>
      <dl className={s.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={s.fact}>
            <dt className={s.factLabel}>{label}</dt>
            <dd className={s.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {a.paymentStatus === 'unpaid' && a.status !== 'canceled' ? (
        // Unpaid appointments can be paid online at any time (spec 4: Pay Now).
        <Link to="/payments" search={{ pay: a.id }} className={s.payNow}>
          <Trans>Pay Now</Trans>
        </Link>
      ) : null}
    </section>
  );
}
