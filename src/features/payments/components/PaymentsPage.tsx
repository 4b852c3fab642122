import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { Tabs } from '@/ui/Tabs/Tabs';
import { errorText } from '@/lib/api/api-client';
import { formatMoney } from '@/lib/i18n/format';
import { SLOT_TYPE_LABELS } from '@/lib/domain/slot-type-labels';
import { formatDateBs, formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { displayDoctorName } from '@contracts/doctor-name';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useInvoices, usePaymentHistory, type CaseKind } from '../api/payments';
import { GATEWAY_NAMES, INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from '../labels';
import type { PaymentView } from '../types';
import { CaseReports } from './CaseReports';
import { CaseDialog } from './CaseDialog';
import { InvoiceDialog, useInvoicePdf } from './InvoiceDialog';
import { Discount } from './MoneyWithDiscount';
import { PayNowButton } from './PayNowButton';
import * as s from './Payments.css';

type CaseTarget = { kind: CaseKind; paymentId?: string | null; appointmentId?: string | null } | null;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return <div className={s.fact}><dt className={s.factLabel}>{label}</dt><dd className={s.factValue}>{children}</dd></div>;
}

/** /payments: last payment, all invoices, all payments; complaint, fraud report and refund dialogs. */
export function PaymentsPage({ uid, payAppointmentId }: { uid: string; payAppointmentId?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Payments`);
  const history = usePaymentHistory(uid);
  const invoices = useInvoices(uid);
  const [caseTarget, setCaseTarget] = useState<CaseTarget>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}><Trans>Payments</Trans></h1>
        <div className={s.actions}>
          <Button variant="outline" size="sm" onClick={() => setCaseTarget({ kind: 'complaint' })}><Trans>Make a complaint</Trans></Button>
          <Button variant="outline" size="sm" onClick={() => setCaseTarget({ kind: 'fraud-report' })}><Trans>Report fraud</Trans></Button>
        </div>
      </div>
      {payAppointmentId && (
        <section className={s.card} aria-labelledby="pay-appointment">
          <h2 id="pay-appointment" className={s.sectionTitle}><Trans>Pay for your appointment</Trans></h2>
          <div className={s.actions}><PayNowButton appointmentId={payAppointmentId} size="md" /></div>
        </section>
      )}
      <section className={s.form} aria-labelledby="last-payment">
        <h2 id="last-payment" className={s.sectionTitle}><Trans>Last payment</Trans></h2>
        {history.isPending ? <Skeleton lines={3} /> : !history.data ? <p className={s.error} role="alert">{errorText(history.error)}</p>
          : history.data.lastPayment ? <PaymentCard p={history.data.lastPayment} onCase={setCaseTarget} /> : <p className={s.muted}><Trans>No payments yet.</Trans></p>}
      </section>
      <Tabs
        aria-label={t`Payment history`}
        items={[
          { id: 'invoices', label: <Trans>All invoices</Trans>, content: <InvoiceList uid={uid} query={invoices} onView={setInvoiceId} /> },
          { id: 'payments', label: <Trans>All payments</Trans>, content: <PaymentList query={history} onCase={setCaseTarget} /> },
        ]}
      />
      <CaseReports uid={uid} />
      {caseTarget && <CaseDialog {...caseTarget} onClose={() => setCaseTarget(null)} />}
      {invoiceId && <InvoiceDialog uid={uid} id={invoiceId} onClose={() => setInvoiceId(null)} />}
    </div>
  );
}

function InvoiceList({ uid, query, onView }: { uid: string; query: ReturnType<typeof useInvoices>; onView: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const pdf = useInvoicePdf(uid);
  if (query.isPending) return <Skeleton lines={4} />;
  // The last copy stays when a refetch fails (offline): only a list never loaded shows the error.
  if (!query.data) return <p className={s.error} role="alert">{errorText(query.error)}</p>;
  if (query.data.length === 0) return <EmptyState title={<Trans>No invoices yet</Trans>} message={<Trans>Invoices of your paid appointments appear here.</Trans>} />;
  return (
    <ul className={s.list} aria-label={t`Invoices`}>
      {query.data.map((inv) => {
        const name = displayDoctorName(inv.doctor, i18n.locale as Locale);
        return (
        <li key={inv.id} className={s.card} data-testid="invoice">
          <dl className={s.facts}>
            <Fact label={t`Invoice ID`}>{inv.invoiceNumber}</Fact>
            <Fact label={t`Date`}>{formatDateBs(inv.date)}</Fact>
            <Fact label={t`Doctor`}>{t`Dr. ${name}`}</Fact>
            <Fact label={t`Payment mode`}>{i18n._(GATEWAY_NAMES[inv.paymentMode])}</Fact>
            <Fact label={t`Amount`}>{formatMoney(inv.amount)}</Fact>
            <Fact label={t`Discount`}><Discount amount={inv.amount} discount={inv.discount} /></Fact>
            <Fact label={t`Status`}><span className={s.status}>{i18n._(INVOICE_STATUS_LABELS[inv.status])}</span></Fact>
          </dl>
          <div className={s.actions}>
            <Button size="sm" variant="outline" onClick={() => onView(inv.id)}><Trans>View invoice</Trans></Button>
            <Button size="sm" variant="tertiary" onClick={() => void pdf.download(inv.id, inv.invoiceNumber)} loading={pdf.busy === inv.id}>
              <Trans>Download PDF</Trans>
            </Button>
          </div>
        </li>
        );
      })}
    </ul>
  );
}

function PaymentList({ query, onCase }: { query: ReturnType<typeof usePaymentHistory>; onCase: (c: CaseTarget) => void }) {
  const { t } = useLingui();
  if (query.isPending) return <Skeleton lines={4} />;
  // The last copy stays when a refetch fails (offline): only a list never loaded shows the error.
  if (!query.data) return <p className={s.error} role="alert">{errorText(query.error)}</p>;
  if (query.data.payments.length === 0) return <EmptyState title={<Trans>No payments yet</Trans>} message={<Trans>Your online payments appear here.</Trans>} />;
  return (
    <ul className={s.list} aria-label={t`Payments`}>
      {query.data.payments.map((p) => <li key={p.id}><PaymentCard p={p} onCase={onCase} /></li>)}
    </ul>
  );
}

/**
 * A payment as a patient recognises it: the doctor, the consultation and its date, what was paid and
 * how; the ids (needed only when talking to support or the wallet) come last, folded away.
 */
function PaymentCard({ p, onCase }: { p: PaymentView; onCase: (c: CaseTarget) => void }) {
  const { t, i18n } = useLingui();
  const canRefund = p.status === 'completed' && !p.refund;
  const consultation = i18n._(SLOT_TYPE_LABELS[p.visit.appointmentType]);
  const when = formatDateTimeBs(p.visit.startsAt);
  const patient = p.visit.patientName;
  const name = displayDoctorName(p.doctor, i18n.locale as Locale);
  return (
    <div className={s.card} data-testid="payment" data-appointment-id={p.appointmentId}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>{t`Dr. ${name}`}</h3>
        <span className={s.badge}>{i18n._(PAYMENT_STATUS_LABELS[p.status])}</span>
      </div>
      <p className={s.cardLine}>
        <Link to="/appointments/$id" params={{ id: p.appointmentId }}>
          <Trans>{consultation}, {when}</Trans>
        </Link>
        {' · '}
        <Trans>for {patient}</Trans>
      </p>
      <dl className={s.facts}>
        <Fact label={t`Total`}>{formatMoney(p.total)}</Fact>
        <Fact label={t`Payment mode`}>{i18n._(GATEWAY_NAMES[p.gateway])}</Fact>
        <Fact label={t`Paid on`}>{p.paidOn ? formatDateBs(p.paidOn) : '—'}</Fact>
        {p.refund && <Fact label={t`Refund`}><span className={s.status} data-testid="refund-status">{i18n._(REFUND_STATUS_LABELS[p.refund.status])}</span></Fact>}
        {p.refunded > 0 && <Fact label={t`Refunded`}><span data-testid="refunded-amount">{formatMoney(p.refunded)}</span></Fact>}
        {p.refund?.status === 'rejected' && p.refund.decisionNote && <Fact label={t`Why it was declined`}>{p.refund.decisionNote}</Fact>}
      </dl>
      <details className={s.ids}>
        <summary><Trans>Reference numbers</Trans></summary>
        <dl className={s.facts}>
          <Fact label={t`Payment ID`}>{p.id}</Fact>
          <Fact label={t`Transaction ID`}>{p.transactionId ?? p.transactionUuid}</Fact>
          <Fact label={t`Appointment ID`}>{p.appointmentId}</Fact>
          <Fact label={t`Started on`}>{formatDateBs(p.date)}</Fact>
        </dl>
      </details>
      <div className={s.actions}>
        {canRefund && <Button size="sm" variant="outline" onClick={() => onCase({ kind: 'refund', paymentId: p.id })}><Trans>Request refund</Trans></Button>}
        <Button size="sm" variant="ghost" onClick={() => onCase({ kind: 'complaint', paymentId: p.id, appointmentId: p.appointmentId })}><Trans>Complaint</Trans></Button>
      </div>
    </div>
  );
}
