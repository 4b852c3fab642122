// Prescriptions: the active list and the export (PDF + signed QR summary).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { doctors, familyMembers, patients, prescriptions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { todayIn } from '../../lib/zoned-time';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { Prescription } from '../../../contracts/records';
import type { Locale } from '../../../contracts/messages';
import {
  base64UrlEncode, buildPrescriptionCode, encodePrescriptionPayload, PRESCRIPTION_ITEMS_PER_CODE, type SignedPrescriptionSummary,
} from '../../../contracts/prescription-signature';
import { prescriptionSigningKey } from './signing-key';
import { prescriptionPdf } from './prescription-pdf';

/** Prescriptions of the patient and their family members not stopped before `today` (YYYY-MM-DD). */
export async function activePrescriptions(db: Db, patientId: string, today: string): Promise<Prescription[]> {
  const rows = await db
    .select({
      rx: prescriptions,
      doctor: {
        id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, firstNameNe: doctors.firstNameNe, lastNameNe: doctors.lastNameNe, nmcNumber: doctors.nmcNumber,
      },
      patient: { firstName: patients.firstName, lastName: patients.lastName },
      member: { firstName: familyMembers.firstName, lastName: familyMembers.lastName },
    })
    .from(prescriptions)
    .innerJoin(doctors, eq(prescriptions.doctorId, doctors.id))
    .innerJoin(patients, eq(prescriptions.patientId, patients.id))
    .leftJoin(familyMembers, eq(prescriptions.familyMemberId, familyMembers.id))
    .where(and(eq(prescriptions.patientId, patientId), or(isNull(prescriptions.stopDate), gte(prescriptions.stopDate, today))))
    .orderBy(desc(prescriptions.startDate), prescriptions.medication);
  return rows.map(({ rx, doctor, patient, member }) => ({
    id: rx.id, doctor, medication: rx.medication, strength: rx.strength, form: rx.form, doses: rx.doses, quantity: rx.quantity,
    startDate: rx.startDate, stopDate: rx.stopDate, instructions: rx.instructions, appointmentId: rx.appointmentId,
    patientName: member?.firstName ? `${member.firstName} ${member.lastName}` : `${patient.firstName} ${patient.lastName}`,
    familyMemberId: rx.familyMemberId,
  }));
}

export async function publicKeyOf(deps: AppDeps) {
  const key = await prescriptionSigningKey(deps.env);
  if (!key) throw new HttpError(503, R.signingUnavailable);
  return { algorithm: 'Ed25519' as const, publicKey: key.publicKey, keyId: key.keyId, codePrefix: 'SWRX1' as const };
}

/**
 * The active prescriptions of one person (the patient, or `familyMemberId`) as a printable PDF whose
 * QR codes carry the signed summary (3 medications per code). Returns the PDF and the codes (also in
 * the PDF's information dictionary).
 */
export async function exportPrescriptions(
  deps: AppDeps,
  patientId: string,
  o: { familyMemberId?: string; timeZone: string; appUrl: string; locale: Locale },
): Promise<{ pdf: Uint8Array; codes: string[]; fileName: string }> {
  const key = await prescriptionSigningKey(deps.env);
  if (!key) throw new HttpError(503, R.signingUnavailable);
  if (o.familyMemberId) {
    const [m] = await deps.db.select({ id: familyMembers.id }).from(familyMembers)
      .where(and(eq(familyMembers.id, o.familyMemberId), eq(familyMembers.patientId, patientId)));
    if (!m) throw new HttpError(404, B.familyMemberNotFound);
  }
  const today = todayIn(o.timeZone);
  const items = (await activePrescriptions(deps.db, patientId, today)).filter((p) => (p.familyMemberId ?? undefined) === o.familyMemberId);
  if (items.length === 0) throw new HttpError(404, R.noActivePrescriptions);
  const [patient] = await deps.db.select({ dateOfBirth: patients.dateOfBirth }).from(patients).where(eq(patients.id, patientId));

  const signed = items.map((p) => ({
    medication: p.medication, strength: p.strength, form: p.form, doses: p.doses, quantity: p.quantity, start: p.startDate, stop: p.stopDate,
    doctor: `Dr. ${p.doctor.firstName} ${p.doctor.lastName}`, nmcNumber: p.doctor.nmcNumber,
  }));
  const parts = Math.ceil(signed.length / PRESCRIPTION_ITEMS_PER_CODE);
  const base = { keyId: key.keyId, issuedAt: new Date().toISOString(), id: base64UrlEncode(new Uint8Array(randomBytes(6))), patientName: items[0]!.patientName, parts };
  const codes = Array.from({ length: parts }, (_, i) => {
    const summary: SignedPrescriptionSummary = { ...base, part: i + 1, items: signed.slice(i * PRESCRIPTION_ITEMS_PER_CODE, (i + 1) * PRESCRIPTION_ITEMS_PER_CODE) };
    const payload = encodePrescriptionPayload(summary);
    return { summary, code: buildPrescriptionCode(payload, key.sign(payload)) };
  });
  const pdf = await prescriptionPdf({
    appUrl: o.appUrl, codes, prescriptions: items, dateOfBirth: o.familyMemberId ? null : (patient?.dateOfBirth ?? null), today, timeZone: o.timeZone, locale: o.locale,
  });
  return { pdf, codes: codes.map((c) => c.code), fileName: `prescriptions-${today}.pdf` };
}
