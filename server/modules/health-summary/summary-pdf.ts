// The health summary as a PDF, in the reader's language: the same document as the IPS Bundle, printed
// from its own narrative (the patient's names in both scripts; dates in BS with the AD date beside them).
import { createPdf } from '../../lib/pdf';
import type { Locale } from '../../../contracts/messages';
import type { FhirResource, IpsBundle } from './ips';

/** The lines of an XHTML narrative this server wrote (one per paragraph or list item), as text. */
export function narrativeLines(div: string): string[] {
  return div.split(/<\/(?:p|li)>/).map((part) => part.replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).trim()).filter(Boolean);
}

const divOf = (r: Record<string, unknown>) => ((r['text'] as { div?: string } | undefined)?.div ?? '');

export async function summaryPdf(bundle: IpsBundle, locale: Locale): Promise<Uint8Array> {
  const composition = bundle.entry[0]!.resource as FhirResource & { title: string; section: { title: string; text: { div: string } }[] };
  const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource as FhirResource & { name: { text: string }[] };
  const pdf = createPdf({ title: composition.title, subject: composition.title, locale });
  pdf.text('Swasthya', { size: 20, bold: true, color: [0.05, 0.4, 0.35] });
  pdf.text(composition.title, { size: 14, bold: true, gap: 4 });
  for (const name of patient.name) pdf.text(name.text, { size: 12, bold: true });
  for (const line of narrativeLines(divOf(composition))) pdf.text(line, { size: 10 });
  pdf.rule();
  for (const section of composition.section) {
    pdf.keep(60);
    pdf.text(section.title, { size: 12, bold: true, gap: 4 });
    for (const line of narrativeLines(section.text.div)) pdf.text(`• ${line}`, { size: 10, indent: 8 });
    pdf.space(8);
  }
  return pdf.save();
}
