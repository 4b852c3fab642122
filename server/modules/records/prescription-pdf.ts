// The printable prescription list for a pharmacist: patient, each medication with strength, form,
// doses, quantity, start and stop, the prescriber and NMC number, and the signed QR summary (one
// code per 3 medications, each verifiable on its own).
import { createPdf } from '../../lib/pdf';
import { localDateTime } from '../../lib/zoned-time';
import type { Prescription } from '../../../contracts/records';
import type { SignedPrescriptionSummary } from '../../../contracts/prescription-signature';

/** The PDF's information entry holding the QR codes' text, space-separated (readable without decoding the images). */
export const PRESCRIPTION_CODE_INFO_KEY = 'SwasthyaPrescriptionCodes';
const QR_SIZE = 180;

/**
 * What a prescription's QR code holds: a link to the app's verify page with the signed code in the
 * fragment, so a phone's camera opens the check (which then runs offline, and the fragment never
 * reaches a server). The page also takes the code pasted alone.
 */
export function prescriptionQrLink(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/$/, '')}/verify-prescription#code=${encodeURIComponent(code)}`;
}

export async function prescriptionPdf(p: {
  appUrl: string;
  codes: { summary: SignedPrescriptionSummary; code: string }[];
  prescriptions: Prescription[];
  dateOfBirth: string | null;
  today: string;
  timeZone: string;
}): Promise<Uint8Array> {
  const first = p.codes[0]!.summary;
  const issued = localDateTime(new Date(first.issuedAt), p.timeZone);
  const pdf = await createPdf({ title: `Prescriptions of ${first.patientName}`, subject: 'Swasthya prescription list with signed QR codes' });
  pdf.info(PRESCRIPTION_CODE_INFO_KEY, p.codes.map((c) => c.code).join(' '));

  pdf.text('Swasthya', { size: 20, bold: true, color: [0.05, 0.4, 0.35] });
  pdf.text('Active prescriptions', { size: 14, bold: true, gap: 4 });
  pdf.row('Patient', first.patientName);
  if (p.dateOfBirth) pdf.row('Date of birth', p.dateOfBirth);
  pdf.row('Issued', `${issued.date} ${issued.time} (${p.timeZone})`);
  pdf.row('Document id', first.id);
  pdf.rule();

  p.prescriptions.forEach((rx, i) => {
    pdf.keep(110);
    pdf.text(`${i + 1}. ${[rx.medication, rx.strength].filter(Boolean).join(' ')}`, { size: 12, bold: true });
    if (rx.form) pdf.row('Form', rx.form);
    if (rx.doses) pdf.row('Doses', rx.doses);
    pdf.row('Quantity', String(rx.quantity));
    pdf.row('Start', rx.startDate);
    pdf.row('Stop', rx.stopDate ?? 'Until further notice');
    if (rx.instructions) pdf.row('Instructions', rx.instructions);
    pdf.row('Prescribed by', `Dr. ${rx.doctor.firstName} ${rx.doctor.lastName} (NMC No. ${rx.doctor.nmcNumber})`);
    pdf.space(8);
  });
  pdf.rule();
  pdf.text('Verification', { size: 12, bold: true, gap: 4 });
  for (const { summary } of p.codes) {
    const code = p.codes[summary.part - 1]!.code;
    pdf.qrBlock(prescriptionQrLink(p.appUrl, code), QR_SIZE, [
      `Signed summary, part ${summary.part} of ${summary.parts}`,
      summary.items.map((it) => [it.medication, it.strength].filter(Boolean).join(' ')).join('; '),
      'Scan to check this list: it is signed by Swasthya (Ed25519) and can be verified offline with the published public key.',
      `Key id ${summary.keyId}`,
    ]);
  }
  pdf.text(`Printed from Swasthya on ${p.today}. Dispense only against the prescriber's original prescription where the law requires it.`, { size: 8, color: [0.4, 0.4, 0.4] });
  return pdf.save();
}
