// Notifications and recent-activity entries of the payment service (notices: rendered when read, in
// the reader's language).
import type { ACTIVITY_KINDS, PAYMENT_GATEWAYS } from '../../../contracts/record-options';
import { recordNotice } from '../notifications/notices';
import type { NoticeKind } from '../../lib/notice-render';
import type { Tx } from './repository';

export type PaymentNotice = {
  patientId: string;
  appointmentId: string;
  kind: Extract<NoticeKind, 'payment_completed' | 'payment_duplicate' | 'payment_failed' | `refund_${string}`>;
  doctorId: string;
  gateway: (typeof PAYMENT_GATEWAYS)[number];
  amountPaisa: number;
  invoice?: string;
  /** The clinic's reason for declining a refund. */
  reason?: string;
  /** Also a recent-activity entry of this kind. */
  activity?: (typeof ACTIVITY_KINDS)[number];
  link?: string;
};

export async function notifyPatient(tx: Tx, n: PaymentNotice): Promise<void> {
  await recordNotice(tx, {
    patientId: n.patientId,
    kind: n.kind,
    doctorId: n.doctorId,
    params: {
      gateway: n.gateway, amountPaisa: n.amountPaisa, ...(n.invoice ? { invoice: n.invoice } : {}), ...(n.reason ? { reason: n.reason } : {}),
    },
    notification: { link: n.link ?? '/payments' },
    ...(n.activity ? { activity: { kind: n.activity, appointmentId: n.appointmentId } } : {}),
  });
}
