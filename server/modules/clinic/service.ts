// The clinic's side of the records (issue 16): a doctor writes a prescription for the patient of one
// of their appointments, or records the results of a lab test they ordered; the patient is told in
// the same transaction (a notice, queued on their channels), so a record and its notice commit
// together. Another doctor's appointment or test answers 404.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { RECORDS_MESSAGES as R } from '../../../contracts/records-messages';
import type { LabResultsInput, PrescribeInput } from '../../../contracts/clinic';
import { recordNotice } from '../notifications/notices';
import { completeLabTest, doctorAppointment, insertLabResults, insertPrescriptions, lockDoctorLabTest } from './repository';

/** One prescription (all its medicines) is one notice. */
export async function prescribe(deps: AppDeps, doctorId: string, input: PrescribeInput): Promise<{ prescriptionIds: string[] }> {
  return deps.db.transaction(async (tx) => {
    const a = await doctorAppointment(tx, doctorId, input.appointmentId);
    if (!a) throw new HttpError(404, B.appointmentNotFound, [{ field: 'appointmentId', message: B.appointmentNotFound }]);
    const prescriptionIds = await insertPrescriptions(tx, input.medicines.map((m) => ({
      patientId: a.patientId, familyMemberId: a.familyMemberId, doctorId, appointmentId: a.id,
      medication: m.medication, strength: m.strength ?? null, form: m.form ?? null, doses: m.doses ?? null, quantity: m.quantity,
      startDate: m.startDate, stopDate: m.stopDate ?? null, instructions: m.instructions ?? null,
    })));
    await recordNotice(tx, {
      patientId: a.patientId, kind: 'prescription_issued', doctorId,
      notification: { link: '/prescription' },
      activity: { kind: 'prescription_added', appointmentId: a.id },
    });
    return { prescriptionIds };
  });
}

/** The results are recorded and the test completed; each recording is one notice (a correction too). */
export async function recordLabResults(deps: AppDeps, doctorId: string, labTestId: string, input: LabResultsInput) {
  return deps.db.transaction(async (tx) => {
    const test = await lockDoctorLabTest(tx, doctorId, labTestId);
    if (!test) throw new HttpError(404, R.labTestNotFound);
    const resultIds = await insertLabResults(tx, input.results.map((r) => ({
      labTestId, parameter: r.parameter, value: r.value, unit: r.unit ?? null, referenceRange: r.referenceRange ?? null, flag: r.flag ?? null,
    })));
    await completeLabTest(tx, labTestId);
    await recordNotice(tx, { patientId: test.patientId, kind: 'lab_result_ready', doctorId, notification: { link: '/lab-tests' } });
    return { labTestId, status: 'completed', resultIds };
  });
}
