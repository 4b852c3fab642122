import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatMoney, formatTime } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import type { ConsoleAppointment } from '@contracts/clinic-console';
import type { StaffRole } from '@contracts/staff-roles';
import { useConsoleAction, type ConsoleActionInput } from '../api/console';
import { isPaid, STATUS_LABELS, TYPE_LABELS } from '../labels';
import { CancelDialog, ProposeDialog } from './ActionDialogs';
import { ClinicalActions } from '../records/ClinicalActions';
import * as s from './Console.css';

const ZONE = 'Asia/Kathmandu';

/** One appointment of the day with what this role may do to it now. */
export function AppointmentCard({ uid, role, appointment: a }: { uid: string; role: StaffRole; appointment: ConsoleAppointment }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const action = useConsoleAction(uid);
  const [dialog, setDialog] = useState<'propose' | 'cancel' | null>(null);
  const when = (iso: string) => formatTime(iso, { locale, timeZone: ZONE });
  const run = (input: ConsoleActionInput, after?: () => void) =>
    action.mutate({ id: a.id, action: input }, {
      onSuccess: (res) => { toast.success(res.message); after?.(); },
      onError: (err) => toast.error(errorText(err)),
    });
  const open = a.status !== 'completed' && a.status !== 'canceled';
  const confirmed = a.status === 'confirmed';
  const attended = Boolean(a.checkedInAt || a.noShowAt);
  // oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past or today is judged now)
  const started = Date.parse(a.startsAt) <= Date.now();
  const titleId = `appt-${a.id}`;

  return (
    <article className={`${s.card} ${a.needsAnswer ? s.needsAnswer : ''}`} aria-labelledby={titleId} data-appointment={a.id}>
      <div className={s.cardTop}>
        <div>
          <p className={s.time}>{when(a.startsAt)}–{when(a.endsAt)}</p>
          <h2 id={titleId} className={s.name}>{a.patientName}</h2>
        </div>
        <div className={s.badges}>
          {a.needsAnswer ? <span className={`${s.badge} ${s.badgeWarn}`}><Trans>Needs an answer</Trans></span> : null}
          <span className={s.badge} data-status={a.status}>{i18n._(STATUS_LABELS[a.status])}</span>
          <span className={`${s.badge} ${isPaid(a.paymentStatus) ? s.badgeOk : ''}`}>{isPaid(a.paymentStatus) ? t`Paid` : t`Not paid`} · {formatMoney(a.amountPaisa, locale)}</span>
          {a.checkedInAt ? <span className={`${s.badge} ${s.badgeOk}`}><Trans>Checked in</Trans></span> : null}
          {a.noShowAt ? <span className={`${s.badge} ${s.badgeBad}`}><Trans>Did not come</Trans></span> : null}
        </div>
      </div>
      <dl className={s.details}>
        <div><dt className={s.muted}><Trans>Doctor</Trans></dt><dd>{t`Dr.`} {a.doctor.name}</dd></div>
        <div><dt className={s.muted}><Trans>Type</Trans></dt><dd>{i18n._(TYPE_LABELS[a.appointmentType])}</dd></div>
        <div><dt className={s.muted}><Trans>Reason for visit</Trans></dt><dd>{a.reason}</dd></div>
        {a.requestedStartsAt ? <div><dt className={s.muted}><Trans>Patient asks to move to</Trans></dt><dd>{when(a.requestedStartsAt)}</dd></div> : null}
        {a.proposedStartsAt ? <div><dt className={s.muted}><Trans>Proposed to the patient</Trans></dt><dd>{when(a.proposedStartsAt)}</dd></div> : null}
        {a.cancelReason ? <div><dt className={s.muted}><Trans>Reason for canceling</Trans></dt><dd>{a.cancelReason}</dd></div> : null}
      </dl>
      {open ? (
        <div className={s.actions}>
          {a.needsAnswer ? <Button size="sm" loading={action.isPending} onClick={() => run({ kind: 'confirm' })}><Trans>Confirm</Trans></Button> : null}
          {a.needsAnswer || confirmed ? <Button size="sm" variant="outline" onClick={() => setDialog('propose')}><Trans>Propose another time</Trans></Button> : null}
          {confirmed && a.appointmentType === 'in_person' && !attended ? <Button size="sm" variant="outline" onClick={() => run({ kind: 'check-in' })}><Trans>Check in</Trans></Button> : null}
          {confirmed && started && !attended ? <Button size="sm" variant="outline" onClick={() => run({ kind: 'no-show' })}><Trans>Did not come</Trans></Button> : null}
          {confirmed && role !== 'front-desk' ? <Button size="sm" variant="outline" onClick={() => run({ kind: 'complete' })}><Trans>Complete</Trans></Button> : null}
          <Button size="sm" variant="destructive-outlined" onClick={() => setDialog('cancel')}><Trans>Cancel appointment</Trans></Button>
        </div>
      ) : null}
      {role === 'doctor' && a.status !== 'canceled' ? <div className={s.actions}><ClinicalActions uid={uid} appointmentId={a.id} patientName={a.patientName} /></div> : null}
      {dialog === 'propose' ? <ProposeDialog uid={uid} appointmentId={a.id} busy={action.isPending} onClose={() => setDialog(null)} onPick={(scheduleId) => run({ kind: 'propose', scheduleId }, () => setDialog(null))} /> : null}
      {dialog === 'cancel' ? <CancelDialog busy={action.isPending} onClose={() => setDialog(null)} onCancel={(reason) => run({ kind: 'cancel', reason }, () => setDialog(null))} /> : null}
    </article>
  );
}
