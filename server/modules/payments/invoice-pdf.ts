// The invoice as a printable PDF, in the reader's language (labels, dates in both calendars, amounts
// in Rs. / रु.).
import { createPdf } from '../../lib/pdf';
import { formatDocDateTime, formatDocMoney, formatDocNumber } from '../../lib/pdf-format';
import { GATEWAY_LABELS, type InvoiceDetails } from '../../../contracts/payments';
import type { Locale } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { DOCUMENT_MESSAGES as D } from '../../../contracts/document-messages';

const STATUS_LABELS: Record<InvoiceDetails['status'], string> = { unpaid: D.statusUnpaid, paid: D.statusPaid, refunded: D.statusRefunded };

export async function invoicePdf(inv: InvoiceDetails, timeZone: string, locale: Locale): Promise<Uint8Array> {
  const t = (text: string, values: Record<string, string> = {}) => translateMessage(text, locale, values);
  const when = (iso: string) => formatDocDateTime(iso, timeZone, locale);
  const money = (paisa: number) => formatDocMoney(paisa, locale);
  // eSewa and Khalti are brands (printed as they write them); cash is a word.
  const gateway = (g: InvoiceDetails['paymentMode']) => (g === 'cash' ? t(D.cash) : GATEWAY_LABELS[g]);

  const pdf = createPdf({ title: t(D.invoiceTitle, { number: inv.invoiceNumber }), subject: t(D.invoiceSubject), locale });
  pdf.text('Swasthya', { size: 20, bold: true, color: [0.05, 0.4, 0.35] });
  pdf.text(t(D.invoiceTitle, { number: inv.invoiceNumber }), { size: 14, bold: true, gap: 4 });
  pdf.row(t(D.date), when(inv.date));
  pdf.row(t(D.status), t(STATUS_LABELS[inv.status]));
  pdf.row(t(D.paymentMode), gateway(inv.paymentMode));
  pdf.rule();
  pdf.text(t(D.billedTo), { bold: true });
  pdf.text(inv.patient.name);
  pdf.text(inv.patient.email);
  if (inv.patient.phone) pdf.text(inv.patient.phone);
  pdf.space(6);
  pdf.text(t(D.service), { bold: true });
  const doctor = `${inv.doctor.firstName} ${inv.doctor.lastName}`;
  pdf.text(t(inv.appointment.type === 'online' ? D.onlineConsultation : D.clinicConsultation, { doctor }));
  pdf.row(t(D.appointment), `${when(inv.appointment.startsAt)}${inv.appointment.clinicName ? ` · ${inv.appointment.clinicName}` : ''}`);
  pdf.rule();
  for (const line of inv.lines) pdf.row(t(line.label), money(line.amount));
  if (inv.discount > 0) pdf.row(t(D.discount), t(D.percentOff, { amount: money(inv.discount), percent: formatDocNumber(inv.discountPercent, locale) }));
  pdf.text(t(D.total, { amount: money(inv.netAmount) }), { size: 13, bold: true, gap: 4 });
  if (inv.payment) {
    pdf.rule();
    pdf.row(t(D.paidWith), gateway(inv.payment.gateway));
    if (inv.payment.transactionId) pdf.row(t(D.transactionId), inv.payment.transactionId);
    if (inv.payment.paidOn) pdf.row(t(D.paidOn), when(inv.payment.paidOn));
    if (inv.payment.refunded > 0) pdf.row(t(D.refunded), money(inv.payment.refunded));
  }
  pdf.space(18);
  pdf.text(t(D.invoiceFooter), { size: 8, color: [0.4, 0.4, 0.4] });
  return pdf.save();
}
