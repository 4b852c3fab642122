// The printable prescription list for a pharmacist: patient, each medication with strength, form,
// doses, quantity, start and stop, the prescriber and NMC number, and the signed QR summary (one
// code per 3 medications, each verifiable on its own). Labels, dates and numbers are in the
// reader's language; what the patient's records hold (names, medications, doses) is printed as written.
import { createPdf } from '../../lib/pdf';
import { formatDocDate, formatDocDateTime, formatDocNumber, localDigits } from '../../lib/pdf-format';
import type { Locale } from '../../../contracts/messages';
import { translateMessage } from '../../lib/i18n';
import { DOCUMENT_MESSAGES as D } from '../../../contracts/document-messages';
import type { Prescription } from '../../../contracts/prescriptions';
import type { SignedPrescriptionSummary } from '../../../contracts/prescription-signature';
import { prescriptionQrLink } from '../../../contracts/prescription-link';

/** The PDF's information entry holding the QR codes' text, space-separated (readable without decoding the images). */
export const PRESCRIPTION_CODE_INFO_KEY = 'SwasthyaPrescriptionCodes';
const QR_SIZE = 180;

// Its QR codes hold contracts/prescription-link.ts's link (the verify page reads it back).
export { prescriptionQrLink };

export async function prescriptionPdf(p: {
  appUrl: string;
  codes: { summary: SignedPrescriptionSummary; code: string }[];
  prescriptions: Prescription[];
  dateOfBirth: string | null;
  today: string;
  timeZone: string;
  locale: Locale;
}): Promise<Uint8Array> {
  const { locale } = p;
  const t = (text: string, values: Record<string, string> = {}) => translateMessage(text, locale, values);
  const date = (iso: string) => formatDocDate(iso, locale);
  const first = p.codes[0]!.summary;
  const pdf = createPdf({ title: t(D.rxTitle, { name: first.patientName }), subject: t(D.rxSubject), locale });
  pdf.info(PRESCRIPTION_CODE_INFO_KEY, p.codes.map((c) => c.code).join(' '));

  pdf.text('Swasthya', { size: 20, bold: true, color: [0.05, 0.4, 0.35] });
  pdf.text(t(D.rxHeading), { size: 14, bold: true, gap: 4 });
  pdf.row(t(D.patient), first.patientName);
  if (p.dateOfBirth) pdf.row(t(D.dateOfBirth), date(p.dateOfBirth));
  pdf.row(t(D.issued), `${formatDocDateTime(first.issuedAt, p.timeZone, locale)} (${p.timeZone})`);
  pdf.row(t(D.documentId), first.id);
  pdf.rule();

  p.prescriptions.forEach((rx, i) => {
    pdf.keep(110);
    pdf.text(`${localDigits(String(i + 1), locale)}. ${[rx.medication, rx.strength].filter(Boolean).join(' ')}`, { size: 12, bold: true });
    if (rx.form) pdf.row(t(D.form), rx.form);
    if (rx.doses) pdf.row(t(D.doses), rx.doses);
    pdf.row(t(D.quantity), formatDocNumber(rx.quantity, locale));
    pdf.row(t(D.start), date(rx.startDate));
    pdf.row(t(D.stop), rx.stopDate ? date(rx.stopDate) : t(D.untilFurtherNotice));
    if (rx.instructions) pdf.row(t(D.instructions), rx.instructions);
    pdf.row(t(D.prescribedBy), t(D.prescriber, { name: `${rx.doctor.firstName} ${rx.doctor.lastName}`, nmc: rx.doctor.nmcNumber }));
    pdf.space(8);
  });
  pdf.rule();
  // The heading stays with the first code.
  pdf.keep(QR_SIZE + 40);
  pdf.text(t(D.verification), { size: 12, bold: true, gap: 4 });
  for (const { summary, code } of p.codes) {
    pdf.qrBlock(prescriptionQrLink(p.appUrl, code), QR_SIZE, [
      t(D.signedPart, { part: localDigits(String(summary.part), locale), parts: localDigits(String(summary.parts), locale) }),
      summary.items.map((it) => [it.medication, it.strength].filter(Boolean).join(' ')).join('; '),
      t(D.scanToCheck),
      t(D.keyId, { keyId: summary.keyId }),
    ]);
  }
  pdf.text(t(D.rxFooter, { date: date(p.today) }), { size: 8, color: [0.4, 0.4, 0.4] });
  return pdf.save();
}
