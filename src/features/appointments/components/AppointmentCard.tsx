import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@contracts/appointments';
import { Avatar } from '@/ui/Avatar/Avatar';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { doctorName, patientName } from '../appointment-text';
import { RELATION_LABELS, SLOT_TYPE_LABELS } from '../labels';
import { StatusBadge } from './StatusBadge';
import * as s from './AppointmentsPage.css';

/** One appointment in the list; the whole card opens its details. */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = doctorName(a.doctor, locale);
  const when = formatDateTimeBs(a.startsAt, { locale });
  const place = a.clinic?.name ?? i18n._(SLOT_TYPE_LABELS[a.appointmentType]);
  const patient = patientName(a);
  const relation = i18n._(RELATION_LABELS[a.patientInfo.relation]);
  const spec = locale === 'ne' && a.doctor.specialization.nameNe ? a.doctor.specialization.nameNe : a.doctor.specialization.nameEn;

  return (
    <article className={s.card} data-testid="appointment-card" data-appointment-id={a.id}>
      <div className={s.cardTop}>
        <Avatar src={a.doctor.profilePictureUrl} name={name} size="md" decorative />
        <div className={s.cardBody}>
          <h2 className={s.cardTitle}>
            <Link to="/appointments/$id" params={{ id: a.id }} className={s.cardLink}>
              {t`Dr. ${name}`}
            </Link>
          </h2>
          <p className={s.muted}>{spec}</p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      <p className={s.strong}>{when}</p>
      <p className={s.text}>{place}</p>
      <p className={s.muted}>
        {a.patientInfo.relation === 'self' ? (
          <Trans>For you · {patient}</Trans>
        ) : (
          <Trans>For {patient} ({relation})</Trans>
        )}
        {' · '}
        {formatMoney(a.total, locale)}
      </p>
      {a.reschedule?.status === 'doctor_proposed' ? (
        <p className={s.strong}>
          <Trans>The doctor proposed a new time. Open to answer.</Trans>
        </p>
      ) : a.reschedule?.status === 'awaiting_doctor' ? (
        <p className={s.muted}>
          <Trans>Reschedule requested: waiting for the doctor.</Trans>
        </p>
      ) : null}
    </article>
  );
}
