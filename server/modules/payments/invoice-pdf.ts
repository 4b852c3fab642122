// The invoice as a printable PDF (English; amounts in Rs.).
import { createPdf } from '../../lib/pdf';
import { formatRupees, GATEWAY_LABELS, type InvoiceDetails } from '../../../contracts/payments';
import { localDateTime } from '../../lib/zoned-time';

const rs = (paisa: number) => `Rs. ${formatRupees(paisa)}`;

export async function invoicePdf(inv: InvoiceDetails, timeZone: string): Promise<Uint8Array> {
  const when = (iso: string) => {
    const t = localDateTime(new Date(iso), timeZone);
    return `${t.date} ${t.time}`;
  };
  const pdf = await createPdf({ title: `Invoice ${inv.invoiceNumber}`, subject: 'Swasthya invoice' });
  pdf.text('Swasthya', { size: 20, bold: true, color: [0.05, 0.4, 0.35] });
  pdf.text(`Invoice ${inv.invoiceNumber}`, { size: 14, bold: true, gap: 4 });
  pdf.row('Date', when(inv.date));
  pdf.row('Status', inv.status.toUpperCase());
  pdf.row('Payment mode', GATEWAY_LABELS[inv.paymentMode]);
  pdf.rule();
  pdf.text('Billed to', { bold: true });
  pdf.text(inv.patient.name);
  pdf.text(inv.patient.email);
  if (inv.patient.phone) pdf.text(inv.patient.phone);
  pdf.space(6);
  pdf.text('Service', { bold: true });
  pdf.text(`${inv.appointment.type === 'online' ? 'Online' : 'Clinic'} consultation with Dr. ${inv.doctor.firstName} ${inv.doctor.lastName}`);
  pdf.row('Appointment', `${when(inv.appointment.startsAt)}${inv.appointment.clinicName ? ` · ${inv.appointment.clinicName}` : ''}`);
  pdf.rule();
  for (const line of inv.lines) pdf.row(line.label, rs(line.amount));
  if (inv.discount > 0) pdf.row('Discount', `${rs(inv.discount)} (${inv.discountPercent}% off)`);
  pdf.text(`Total: ${rs(inv.netAmount)}`, { size: 13, bold: true, gap: 4 });
  if (inv.payment) {
    pdf.rule();
    pdf.row('Paid with', GATEWAY_LABELS[inv.payment.gateway]);
    if (inv.payment.transactionId) pdf.row('Transaction id', inv.payment.transactionId);
    if (inv.payment.paidOn) pdf.row('Paid on', when(inv.payment.paidOn));
    if (inv.payment.refunded > 0) pdf.row('Refunded', rs(inv.payment.refunded));
  }
  pdf.space(18);
  pdf.text('Thank you for choosing Swasthya. This invoice was generated electronically and needs no signature.', { size: 8, color: [0.4, 0.4, 0.4] });
  return pdf.save();
}
