// A doctor's clinical writes from an appointment in the console (issue 30): prescriptions (the
// doctor-role API's own `prescribe`: the same rows, the same notice; the QR is signed at the patient's
// export exactly as before) and lab test orders. Scoped to the doctor's own appointments at the clinic;
// every write is audited.
import type { AppDeps, StaffCaller } from '../../context';
import { HttpError } from '../../lib/http-error';
import { now } from '../../lib/clock';
import { addDaysIso, todayIn } from '../../lib/zoned-time';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { latinDigits } from '../../../contracts/digits';
import type {
  ClinicLabTest, ConsolePrescribeInput, ConsolePrescription, LabOrderInput,
} from '../../../contracts/clinic-records';
import { appointmentPrescriptions, doctorAppointment } from '../prescriptions/repository';
import { prescribe } from '../prescriptions/service';
import { clinicAppointment, insertAudit } from './repository';
import { clinicLabTests, insertLabTests, type ClinicLabTestRow } from './records.repository';
import { CLINIC_TIME_ZONE } from './service';

/** The appointment when it is this doctor's at this clinic; 404 otherwise (another clinic's patient too). */
async function ownAppointment(deps: AppDeps, s: StaffCaller, appointmentId: string) {
  const row = await clinicAppointment(deps.db, { clinicId: s.clinicId, doctorId: s.doctorId }, appointmentId);
  if (!row || !s.doctorId) throw new HttpError(404, B.appointmentNotFound);
  return row;
}

type RxRow = Awaited<ReturnType<typeof appointmentPrescriptions>>[number];

function groupSets(rows: RxRow[]): ConsolePrescription[] {
  const sets = new Map<string, ConsolePrescription>();
  for (const r of rows) {
    const id = r.setId ?? r.id;
    const set = sets.get(id) ?? { id, createdAt: r.createdAt.toISOString(), replacedAt: r.replacedAt?.toISOString() ?? null, medicines: [] };
    set.medicines.push({
      id: r.id, medication: r.medication, strength: r.strength, form: r.form, freeText: r.freeText, quantity: r.quantity, doses: r.doses,
      startDate: r.startDate, stopDate: r.stopDate, instructions: r.instructions,
    });
    sets.set(id, set);
  }
  return [...sets.values()].reverse();
}

export async function appointmentPrescriptionList(deps: AppDeps, s: StaffCaller, appointmentId: string): Promise<ConsolePrescription[]> {
  await ownAppointment(deps, s, appointmentId);
  return groupSets(await appointmentPrescriptions(deps.db, appointmentId));
}

/** Writes the prescription (starting today at the clinic, for `durationDays`), or a correction replacing one. */
export async function consolePrescribe(deps: AppDeps, s: StaffCaller, appointmentId: string, input: ConsolePrescribeInput): Promise<ConsolePrescription> {
  const row = await ownAppointment(deps, s, appointmentId);
  const start = todayIn(CLINIC_TIME_ZONE, now());
  const { setId } = await prescribe(deps, s.doctorId!, {
    appointmentId,
    medicines: input.medicines.map((m) => ({
      medication: m.medication, strength: m.strength ?? null, form: m.form ?? null, quantity: m.quantity, freeText: m.freeText,
      doses: latinDigits(m.doses), startDate: start, stopDate: addDaysIso(start, m.durationDays - 1), instructions: m.instructions ?? null,
    })),
  }, { replacesSetId: input.replacesPrescriptionId ?? null });
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: input.replacesPrescriptionId ? 'prescription-corrected' : 'prescribed',
    appointmentId, patientId: row.a.patientId, detail: input.medicines.map((m) => m.medication).join(', ').slice(0, 500),
  });
  return groupSets(await appointmentPrescriptions(deps.db, appointmentId)).find((p) => p.id === setId)!;
}

export function toClinicLabTest(r: ClinicLabTestRow): ClinicLabTest {
  return {
    id: r.t.id, testName: r.t.testName, category: r.t.category, priority: r.t.priority, status: r.t.status, instructions: r.t.instructions,
    orderedAt: r.t.createdAt.toISOString(), patientName: `${r.patient.firstName} ${r.patient.lastName}`.trim(),
    doctorName: `${r.doctor.firstName} ${r.doctor.lastName}`, appointmentId: r.t.appointmentId, reports: r.reports,
    results: r.results.map((x) => ({ parameter: x.parameter, value: x.value, unit: x.unit, referenceRange: x.referenceRange, flag: x.flag })),
  };
}

/**
 * The doctor orders tests from the appointment; this clinic's lab (and no other) sees them waiting, an
 * online consultation's too (decision record 0018).
 */
export async function orderLabTests(deps: AppDeps, s: StaffCaller, appointmentId: string, input: LabOrderInput): Promise<ClinicLabTest[]> {
  const row = await ownAppointment(deps, s, appointmentId);
  const [a] = await deps.db.transaction(async (tx) => {
    // For whom the visit was: the patient, or one of their family members.
    const visit = await doctorAppointment(tx, s.doctorId!, appointmentId);
    const ids = await insertLabTests(tx, input.tests.map((t) => ({
      patientId: row.a.patientId, familyMemberId: visit?.familyMemberId ?? null, doctorId: s.doctorId!, appointmentId,
      // The lab of the visit's clinic; an online consultation's, the clinic the doctor orders from (decision 0018).
      clinicId: row.slot.clinicId ?? s.clinicId, testName: t.testName, category: t.category,
      priority: t.priority, instructions: t.instructions ?? null,
    })));
    return [ids];
  });
  await insertAudit(deps.db, {
    staffId: s.staffId, clinicId: s.clinicId, action: 'lab-tests-ordered', appointmentId, patientId: row.a.patientId,
    detail: input.tests.map((t) => t.testName).join(', ').slice(0, 500),
  });
  return (await clinicLabTests(deps.db, s.clinicId, { ids: a })).map(toClinicLabTest);
}

export async function appointmentLabTests(deps: AppDeps, s: StaffCaller, appointmentId: string): Promise<ClinicLabTest[]> {
  await ownAppointment(deps, s, appointmentId);
  return (await clinicLabTests(deps.db, s.clinicId, { appointmentId })).map(toClinicLabTest);
}
