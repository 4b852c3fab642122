// The home dashboard's data: active medications and the recent activity (the upcoming consultation is
// the appointments service's). Activities are stored as a notice kind and its values and written now
// in the reader's language and the patient's zone (server/lib/notice-render.ts).
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import type { Locale } from '../../../contracts/messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import type { Activity } from '../../../contracts/activities';
import { patientTimeZone } from '../notifications/repository';
import { renderStored } from '../../lib/notice-render';
import { listActiveMedications, listActivities, setArchived } from './repository';

type ActivityRow = NonNullable<Awaited<ReturnType<typeof setArchived>>>;
/** An activity with its words in the reader's language and the patient's zone. */
const toActivity = ({ template, params, ...r }: ActivityRow, locale: Locale, timeZone: string): Activity => {
  const text = renderStored({ template, params }, locale, timeZone);
  return {
    ...r, ...(text ? { title: text.title, description: text.summary } : {}), medicineOrderId: params?.medicineOrderId ?? null,
    createdAt: r.createdAt.toISOString(), archivedAt: r.archivedAt?.toISOString() ?? null, isArchived: r.archivedAt !== null,
  };
};

/** Prescriptions started and not yet stopped on `today` (the caller's zone). */
export async function activeMedications(deps: AppDeps, patientId: string, today: string) {
  const rows = await listActiveMedications(deps.db, patientId, today);
  return rows.map(({ p, doctor, member }) => ({
    id: p.id, medication: p.medication, strength: p.strength, form: p.form, doses: p.doses, quantity: p.quantity,
    start: p.startDate, stop: p.stopDate, instructions: p.instructions, appointmentId: p.appointmentId,
    // The name alone: the app puts the title in the reader's language ('Dr.' / 'डा.').
    doctor: { id: doctor.id, name: `${doctor.firstName} ${doctor.lastName}`, firstNameNe: doctor.firstNameNe, lastNameNe: doctor.lastNameNe },
    familyMember: member ? { id: member.id, name: `${member.firstName} ${member.lastName}` } : null,
  }));
}

/** Recent (or archived) activity, newest first, a page at a time. */
export async function activityPage(deps: AppDeps, patientId: string, q: { archived: boolean; page: number; limit: number }, locale: Locale) {
  const [rows, timeZone] = await Promise.all([listActivities(deps.db, patientId, q), patientTimeZone(deps.db, patientId)]);
  return { activities: rows.slice(0, q.limit).map((r) => toActivity(r, locale, timeZone)), pagination: { page: q.page, limit: q.limit, hasNext: rows.length > q.limit } };
}

/** Archives (or brings back) one of the patient's activities; another's answers 404. */
export async function archiveActivity(deps: AppDeps, patientId: string, id: string, archived: boolean, locale: Locale): Promise<Activity> {
  const row = await setArchived(deps.db, patientId, id, archived);
  if (!row) throw new HttpError(404, B.activityNotFound);
  return toActivity(row, locale, await patientTimeZone(deps.db, patientId));
}
