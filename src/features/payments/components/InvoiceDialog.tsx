import { Fragment, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { Modal } from '@/ui/Modal/Modal';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateBs, formatDateTimeBs } from '@/lib/i18n/bs-format';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { displayDoctorName } from '@contracts/doctor-name';
import { pathOf } from '@contracts/endpoints/endpoint';
import { invoicePdf } from '@contracts/endpoints/payments';
import { useInvoice } from '../api/payments';
import { downloadDocument, needsConnection } from '@/lib/api/download';
import { GATEWAY_NAMES, INVOICE_STATUS_LABELS } from '../labels';
import { Discount } from './MoneyWithDiscount';
import * as s from './Payments.css';

/** Saves the invoice's PDF, kept on the device; with no connection the copy kept last (its date), else a DownloadError. */
export async function downloadInvoicePdf(uid: string, id: string, invoiceNumber: string): Promise<number | null> {
  const saved = await downloadDocument(uid, `invoice:${id}`, pathOf(invoicePdf, { id }), `${invoiceNumber}.pdf`);
  return saved.keptAt;
}

export function useInvoicePdf(uid: string) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (id: string, invoiceNumber: string) => {
    setBusy(id);
    try {
      const keptAt = await downloadInvoicePdf(uid, id, invoiceNumber);
      if (keptAt !== null) {
        const date = formatDateTimeBs(keptAt);
        toast.info(t`This is the copy you downloaded on ${date}: a new one needs a connection.`);
      }
    } catch (err) {
      toast.error(needsConnection(err)
        ? t`Downloading the invoice needs a connection. Connect to the internet and try again.`
        : t`Failed to download the invoice`);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

export function InvoiceDialog({ uid, id, onClose }: { uid: string; id: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const invoice = useInvoice(uid, id);
  const pdf = useInvoicePdf(uid);
  const d = invoice.data;
  const name = d ? displayDoctorName(d.doctor, i18n.locale as Locale) : '';
  const row = (label: string, value: React.ReactNode) => (
    <div className={s.fact}><dt className={s.factLabel}>{label}</dt><dd className={s.factValue}>{value}</dd></div>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={d ? t`Invoice ${d.invoiceNumber}` : t`Invoice`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}><Trans>Close</Trans></Button>
          {d && <Button onClick={() => void pdf.download(d.id, d.invoiceNumber)} loading={pdf.busy === d.id}><Trans>Download PDF</Trans></Button>}
        </>
      }
    >
      {invoice.isPending ? <Skeleton lines={6} /> : !invoice.data ? <p className={s.error} role="alert">{errorText(invoice.error)}</p> : (
        <dl className={s.facts}>
          {row(t`Invoice ID`, d!.invoiceNumber)}
          {row(t`Date`, formatDateBs(d!.date))}
          {row(t`Patient`, d!.patient.name)}
          {row(t`Doctor`, t`Dr. ${name}`)}
          {row(t`Appointment`, formatDateTimeBs(d!.appointment.startsAt))}
          {d!.lines.map((l, i) => <Fragment key={i}>{row(l.label, formatMoney(l.amount))}</Fragment>)}
          {row(t`Amount`, formatMoney(d!.amount))}
          {row(t`Discount`, <Discount amount={d!.amount} discount={d!.discount} />)}
          {row(t`Total`, formatMoney(d!.netAmount))}
          {row(t`Payment mode`, i18n._(GATEWAY_NAMES[d!.paymentMode]))}
          {d!.payment?.transactionId && row(t`Transaction ID`, d!.payment.transactionId)}
          {row(t`Status`, i18n._(INVOICE_STATUS_LABELS[d!.status]))}
        </dl>
      )}
    </Modal>
  );
}
