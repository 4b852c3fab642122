import { useLingui } from '@lingui/react/macro';
import type { AppointmentStatus } from '@contracts/options';
import { STATUS_LABELS } from '../labels';
import * as s from './AppointmentsPage.css';

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`${s.badge} ${s.badgeTone[status]}`} data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}
