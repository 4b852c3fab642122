// Prescriptions: the active list, the export (PDF + signed QR summary), and the doctor's side: a
// prescription written for the patient of one of their appointments (issue 16), told to the patient in
// the same transaction (a notice, queued on their channels), so the record and its notice commit together.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { todayIn } from '../../lib/zoned-time';
import { now } from '../../lib/clock';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import { CLINIC_RECORDS_MESSAGES as CR } from '../../../contracts/clinic-records-messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { Prescription } from '../../../contracts/prescriptions';
import type { PrescribeInput } from '../../../contracts/clinic';
import type { Locale } from '../../../contracts/messages';
import {
  base64UrlEncode, buildPrescriptionCode, encodePrescriptionPayload, PRESCRIPTION_ITEMS_PER_CODE, type SignedPrescriptionSummary,
} from '../../../contracts/prescription-signature';
import { recordNotice } from '../notifications/notices';
import { prescriptionSigningKey } from './signing-key';
import { dispensedPrescriptions } from '../medicine-order/repository';
import { prescriptionPdf } from './prescription-pdf';
import {
  doctorAppointment, findActivePrescriptions, insertPrescriptions, isOwnFamilyMember, patientDateOfBirth, replacePrescriptionSet,
} from './repository';

/** Prescriptions of the patient and their family members not stopped before `today` (YYYY-MM-DD). */
export async function activePrescriptions(db: Db, patientId: string, today: string): Promise<Prescription[]> {
  const rows = await findActivePrescriptions(db, patientId, today);
  const dispensed = new Map<string, { pharmacyName: string; pharmacyNameNe: string | null; at: string }>();
  for (const d of await dispensedPrescriptions(db, rows.map((r) => r.rx.id))) {
    if (d.prescriptionId && d.at && !dispensed.has(d.prescriptionId)) dispensed.set(d.prescriptionId, { pharmacyName: d.pharmacyName, pharmacyNameNe: d.pharmacyNameNe, at: d.at.toISOString() });
  }
  return rows.map(({ rx, doctor, patient, member }) => ({
    id: rx.id, doctor, medication: rx.medication, strength: rx.strength, form: rx.form, doses: rx.doses, quantity: rx.quantity,
    startDate: rx.startDate, stopDate: rx.stopDate, instructions: rx.instructions, appointmentId: rx.appointmentId,
    patientName: member?.firstName ? `${member.firstName} ${member.lastName}` : `${patient.firstName} ${patient.lastName}`,
    familyMemberId: rx.familyMemberId, dispensed: dispensed.get(rx.id) ?? null,
    freeText: rx.freeText, replacedAt: rx.replacedAt?.toISOString() ?? null,
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
    if (!(await isOwnFamilyMember(deps.db, patientId, o.familyMemberId))) throw new HttpError(404, B.familyMemberNotFound);
  }
  const today = todayIn(o.timeZone);
  // A replaced prescription is shown to the patient as replaced, never signed again.
  const items = (await activePrescriptions(deps.db, patientId, today))
    .filter((p) => (p.familyMemberId ?? undefined) === o.familyMemberId && !p.replacedAt);
  if (items.length === 0) throw new HttpError(404, R.noActivePrescriptions);
  const dateOfBirth = o.familyMemberId ? null : ((await patientDateOfBirth(deps.db, patientId)) ?? null);

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
    appUrl: o.appUrl, codes, prescriptions: items, dateOfBirth, today, timeZone: o.timeZone, locale: o.locale,
  });
  return { pdf, codes: codes.map((c) => c.code), fileName: `prescriptions-${today}.pdf` };
}

type PrescribedMedicine = PrescribeInput['medicines'][number] & { freeText?: boolean };

/**
 * One prescription (all its medicines, one `setId`) is one notice. A correction (`replacesSetId`, a
 * prescription of the same appointment not yet replaced) marks the earlier one replaced in the same
 * transaction: the patient sees it as replaced, and it is no longer signed into their QR.
 */
export async function prescribe(
  deps: AppDeps, doctorId: string, input: { appointmentId: string; medicines: PrescribedMedicine[] }, o: { replacesSetId?: string | null } = {},
): Promise<{ prescriptionIds: string[]; setId: string }> {
  return deps.db.transaction(async (tx) => {
    const a = await doctorAppointment(tx, doctorId, input.appointmentId);
    if (!a) throw new HttpError(404, B.appointmentNotFound, [{ field: 'appointmentId', message: B.appointmentNotFound }]);
    if (o.replacesSetId) {
      const replaced = await replacePrescriptionSet(tx, a.id, o.replacesSetId, now());
      if (replaced === 'missing') throw new HttpError(404, CR.prescriptionNotFound, [{ field: 'replacesPrescriptionId', message: CR.prescriptionNotFound }]);
      if (replaced === 'already') throw new HttpError(409, CR.prescriptionAlreadyReplaced, [{ field: 'replacesPrescriptionId', message: CR.prescriptionAlreadyReplaced }]);
    }
    const setId = randomUUID();
    const prescriptionIds = await insertPrescriptions(tx, input.medicines.map((m) => ({
      patientId: a.patientId, familyMemberId: a.familyMemberId, doctorId, appointmentId: a.id,
      medication: m.medication, strength: m.strength ?? null, form: m.form ?? null, doses: m.doses ?? null, quantity: m.quantity,
      startDate: m.startDate, stopDate: m.stopDate ?? null, instructions: m.instructions ?? null,
      setId, replacesSetId: o.replacesSetId ?? null, freeText: m.freeText ?? false,
    })));
    await recordNotice(tx, {
      patientId: a.patientId, kind: 'prescription_issued', doctorId,
      notification: { link: '/prescription' },
      activity: { kind: 'prescription_added', appointmentId: a.id },
    });
    return { prescriptionIds, setId };
  });
}
