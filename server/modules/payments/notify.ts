// Notifications and recent-activity entries of the payment service, in the patient's language.
import { eq } from 'drizzle-orm';
import { doctors, notifications, patients, recentActivities, userPreferences } from '../../db/schema';
import { translateMessage, type Locale } from '../../../contracts/messages';
import { fillTemplate } from '../../../contracts/booking-messages';
import { formatRupees, GATEWAY_LABELS } from '../../../contracts/payments';
import type { ACTIVITY_KINDS, PAYMENT_GATEWAYS } from '../../../contracts/record-options';
import type { Tx } from './repository';

async function localeOf(tx: Tx, patientId: string): Promise<Locale> {
  const [row] = await tx.select({ language: userPreferences.language }).from(patients)
    .leftJoin(userPreferences, eq(userPreferences.patientId, patients.id)).where(eq(patients.id, patientId));
  return row?.language === 'ne' ? 'ne' : 'en';
}

export async function doctorName(tx: Tx, doctorId: string): Promise<string> {
  const [d] = await tx.select({ firstName: doctors.firstName, lastName: doctors.lastName }).from(doctors).where(eq(doctors.id, doctorId));
  return d ? `${d.firstName} ${d.lastName}` : '';
}

export type PaymentNotice = {
  patientId: string;
  appointmentId: string;
  title: string;
  body: string;
  values: { gateway: (typeof PAYMENT_GATEWAYS)[number]; amountPaisa: number; doctor: string; invoice?: string; note?: string };
  /** Also a recent-activity entry of this kind, described by `activity`. */
  activity?: { kind: (typeof ACTIVITY_KINDS)[number]; description: string };
  link?: string;
};

export async function notifyPatient(tx: Tx, n: PaymentNotice): Promise<void> {
  const locale = await localeOf(tx, n.patientId);
  const values = { gateway: GATEWAY_LABELS[n.values.gateway], amount: formatRupees(n.values.amountPaisa), doctor: n.values.doctor, invoice: n.values.invoice ?? '', note: n.values.note ?? '' };
  const t = (text: string) => fillTemplate(translateMessage(text, locale), values);
  await tx.insert(notifications).values({
    patientId: n.patientId, title: t(n.title), message: t(n.body), category: 'informational', link: n.link ?? '/payments',
  });
  if (n.activity) {
    await tx.insert(recentActivities).values({
      patientId: n.patientId, kind: n.activity.kind, title: t(n.title), description: t(n.activity.description), appointmentId: n.appointmentId,
    });
  }
}
