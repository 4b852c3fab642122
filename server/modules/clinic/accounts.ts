// The clinic's accounts in the console (issue 30): its payments with their refund requests, decided
// through the payment service's own rules (markRefunded / rejectRefund: the payment, appointment and
// invoice follow, the patient is told), and complaints and fraud reports marked handled with a note the
// patient reads. Scoped to the clinic (another clinic's reads as missing); every decision is audited.
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../../contracts/clinic-records-messages';
import type { ClinicCase, ClinicPayment } from '../../../contracts/clinic-records';
import { markRefunded, rejectRefund } from '../payments/refunds';
import { recordNotice } from '../notifications/notices';
import { insertAudit } from './repository';
import { clinicCases, clinicPayments, clinicRefundPayment, lockCase, markCaseHandled, refundsOfPayments } from './records.repository';

type PaymentRow = Awaited<ReturnType<typeof clinicPayments>>[number];

async function toPayments(deps: AppDeps, rows: PaymentRow[]): Promise<ClinicPayment[]> {
  const refunds = await refundsOfPayments(deps.db, rows.map((r) => r.p.id));
  return rows.map(({ p, doctor, patient }) => {
    const latest = refunds.find((x) => x.r.paymentId === p.id);
    return {
      id: p.id, appointmentId: p.appointmentId, patientName: `${patient.firstName} ${patient.lastName}`.trim(),
      doctorName: `${doctor.firstName} ${doctor.lastName}`, gateway: p.gateway, status: p.status, total: p.totalPaisa, refunded: p.refundedPaisa,
      paidAt: p.paidAt?.toISOString() ?? null, transactionId: p.gatewayTransactionId ?? p.gatewayRef ?? null,
      refund: latest ? {
        id: latest.r.id, status: latest.r.status, amount: latest.r.amountPaisa, reason: latest.r.reason, requestedAt: latest.r.requestedAt.toISOString(),
        method: latest.r.method, reference: latest.r.reference, decisionNote: latest.r.decisionNote, attachments: latest.attachments,
      } : null,
    };
  }).sort((a, b) => Number(b.refund?.status === 'requested') - Number(a.refund?.status === 'requested'));
}

export async function clinicPaymentList(deps: AppDeps, s: StaffCaller): Promise<ClinicPayment[]> {
  return toPayments(deps, await clinicPayments(deps.db, s.clinicId));
}

async function scopedRefund(deps: AppDeps, s: StaffCaller, refundId: string) {
  const row = await clinicRefundPayment(deps.db, s.clinicId, refundId);
  if (!row) throw new HttpError(404, CR.refundNotFound);
  return row;
}

async function paymentAfter(deps: AppDeps, s: StaffCaller, paymentId: string): Promise<ClinicPayment> {
  return (await toPayments(deps, await clinicPayments(deps.db, s.clinicId, { paymentId })))[0]!;
}

export async function decideRefund(
  deps: AppDeps, s: StaffCaller, refundId: string,
  decision: { kind: 'approve'; method: 'wallet' | 'cash'; reference: string } | { kind: 'decline'; reason: string },
): Promise<ClinicPayment> {
  const { paymentId, patientId } = await scopedRefund(deps, s, refundId);
  if (decision.kind === 'approve') await markRefunded(deps, refundId, {}, { method: decision.method, reference: decision.reference });
  else await rejectRefund(deps, refundId, decision.reason);
  const after = await paymentAfter(deps, s, paymentId);
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: decision.kind === 'approve' ? 'refund-approved' : 'refund-declined',
    detail: decision.kind === 'approve' ? `${decision.method} ${decision.reference}` : decision.reason.slice(0, 500),
    appointmentId: after.appointmentId, patientId,
  });
  return after;
}

type CaseRow = Awaited<ReturnType<typeof clinicCases>>[number];
const toCase = ({ c, patient, files }: CaseRow): ClinicCase => ({
  id: c.id, kind: c.kind, status: c.status, reason: c.reason, patientName: `${patient.firstName} ${patient.lastName}`.trim(),
  paymentId: c.paymentId, appointmentId: c.appointmentId, createdAt: c.createdAt.toISOString(), handledNote: c.handledNote,
  handledAt: c.handledAt?.toISOString() ?? null, attachments: files.map((f) => ({ id: f.id, fileName: f.fileName })),
});

export async function clinicCaseList(deps: AppDeps, s: StaffCaller): Promise<ClinicCase[]> {
  return (await clinicCases(deps.db, s.clinicId)).map(toCase)
    .sort((a, b) => Number(a.status === 'closed') - Number(b.status === 'closed'));
}

/**
 * Marks a complaint or fraud report handled with a note the patient reads; once. The patient is told
 * (bell and their channels, in their language, the note quoted) in the same transaction.
 */
export async function handleCase(deps: AppDeps, s: StaffCaller, id: string, note: string): Promise<ClinicCase> {
  const [scoped] = await clinicCases(deps.db, s.clinicId, { id });
  if (!scoped) throw new HttpError(404, CR.caseNotFound);
  await deps.db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    if (!row || row.status === 'closed') throw new HttpError(409, CR.caseAlreadyHandled);
    await markCaseHandled(tx, id, note, now());
    await recordNotice(tx, {
      patientId: row.patientId, kind: row.kind === 'fraud_report' ? 'fraud_report_handled' : 'complaint_handled',
      params: { reason: note }, notification: { link: '/payments' },
    });
  });
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: 'case-handled', appointmentId: scoped.c.appointmentId, patientId: scoped.c.patientId, detail: note.slice(0, 500),
  });
  return toCase((await clinicCases(deps.db, s.clinicId, { id }))[0]!);
}
