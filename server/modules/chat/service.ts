// Chat rules: a patient talks only with doctors they have or had an appointment with; each side
// sees only its own threads (another's thread answers 404, as if it did not exist).
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { ACCOUNT_MESSAGES as A } from '../../../contracts/account-messages';
import { BOOKING_MESSAGES as B } from '../../../contracts/booking-messages';
import { M } from '../../../contracts/messages';
import type { ChatMessage, ChatMessagesQuery } from '../../../contracts/chat';
import type { Locale } from '../../../contracts/messages';
import { doctorExists } from '../doctors/repository';
import {
  appointmentPatient, doctorThreads, findThread, hasAppointmentWith, insertMessage, listMessages, markRead, messageInThread, patientDoctors,
  patientThreads, upsertThread, type ThreadRow,
} from './repository';

export type Owner = { patientId: string } | { doctorId: string };

export async function ownThread(deps: AppDeps, threadId: string, owner: Owner): Promise<ThreadRow> {
  const thread = await findThread(deps.db, threadId, owner);
  if (!thread) throw new HttpError(404, A.threadNotFound);
  return thread;
}

export async function openThreadWithDoctor(deps: AppDeps, patientId: string, doctorId: string): Promise<ThreadRow> {
  if (!(await doctorExists(deps.db, doctorId))) throw new HttpError(404, M.doctorNotFound);
  if (!(await hasAppointmentWith(deps.db, patientId, doctorId))) throw new HttpError(403, A.chatNotAllowed);
  return upsertThread(deps.db, patientId, doctorId);
}

/** The doctor opens (or finds) the thread with the patient of one of their appointments. */
export async function openThreadForAppointment(deps: AppDeps, doctorId: string, appointmentId: string): Promise<ThreadRow> {
  const a = await appointmentPatient(deps.db, doctorId, appointmentId);
  if (!a) throw new HttpError(404, B.appointmentNotFound);
  return upsertThread(deps.db, a.patientId, doctorId);
}

export async function threadMessages(deps: AppDeps, threadId: string, q: ChatMessagesQuery) {
  for (const field of ['before', 'after'] as const) {
    const id = q[field];
    if (id && !(await messageInThread(deps.db, threadId, id))) throw new HttpError(400, A.cursorNotFound, [{ field, message: A.cursorNotFound }]);
  }
  return listMessages(deps.db, threadId, q);
}

/** The patient's conversations, most recent first (or the one `threadId`). */
export const patientThreadList = (deps: AppDeps, patientId: string, locale: Locale, threadId?: string) => patientThreads(deps.db, patientId, locale, threadId);

/** The doctors the patient may write to (an appointment with them), with their thread if there is one. */
export const chatDoctors = (deps: AppDeps, patientId: string, locale: Locale) => patientDoctors(deps.db, patientId, locale);

/** The doctor's conversations, most recent first (or the one `threadId`). */
export const doctorThreadList = (deps: AppDeps, doctorId: string, threadId?: string) => doctorThreads(deps.db, doctorId, threadId);

/** A message from the owner's side into one of their threads (another's answers 404). */
export async function sendMessage(deps: AppDeps, threadId: string, owner: Owner, body: string): Promise<ChatMessage> {
  const thread = await ownThread(deps, threadId, owner);
  return insertMessage(deps.db, thread.id, 'patientId' in owner ? 'patient' : 'doctor', body);
}

/** The other side's messages in one of the owner's threads are read; how many were marked. */
export async function markThreadRead(deps: AppDeps, threadId: string, owner: Owner): Promise<number> {
  const thread = await ownThread(deps, threadId, owner);
  return markRead(deps.db, thread.id, 'patientId' in owner ? 'patient' : 'doctor');
}
