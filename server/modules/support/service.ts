// Support & Feedback messages: stored in support_messages, a copy e-mailed to SUPPORT_EMAIL.
import type { AppDeps } from '../../context';
import { HttpError } from '../../lib/http-error';
import { M } from '../../../contracts/messages';
import type { SupportMessageKind } from '../../../contracts/support';
import { findPatientContact } from '../patients/repository';
import { insertSupportMessage } from './repository';

export type SupportInput = {
  subject?: string | null;
  message: string;
  name?: string | null;
  email?: string | null;
  rating?: number | null;
  pageUrl?: string | null;
};

const KIND_TITLE: Record<SupportMessageKind, string> = {
  contact: 'Contact us', feedback: 'Feedback', feature_request: 'Feature request', bug_report: 'Bug report', account_deletion: 'Account deleted',
};

export async function storeSupportMessage(
  deps: AppDeps,
  kind: SupportMessageKind,
  input: SupportInput,
  who: { patientId: string | null; locale: string; userAgent?: string },
) {
  let name = input.name || null;
  let email = input.email || null;
  if (who.patientId) {
    const p = await findPatientContact(deps.db, who.patientId);
    name = p ? `${p.firstName} ${p.lastName}` : name;
    email = p?.email ?? email;
  } else {
    const missing = [...(name ? [] : ['name']), ...(email ? [] : ['email'])];
    if (missing.length) throw new HttpError(400, M.validationFailed, missing.map((field) => ({ field, message: M.required })));
  }
  const row = await insertSupportMessage(deps.db, {
    kind, patientId: who.patientId, name, email, subject: input.subject || null, message: input.message,
    rating: input.rating ?? null, pageUrl: input.pageUrl || null, userAgent: who.userAgent?.slice(0, 300) ?? null, locale: who.locale,
  });
  // The support inbox gets a copy; the message is stored either way.
  const lines = [
    `${KIND_TITLE[kind]} ${row.id}`, `From: ${name ?? '-'} <${email ?? '-'}>${who.patientId ? ` (patient ${who.patientId})` : ' (guest)'}`,
    ...(input.rating ? [`Rating: ${input.rating}/5`] : []), ...(input.pageUrl ? [`Page: ${input.pageUrl}`] : []), '', input.message,
  ];
  await deps.mailer.send({ to: deps.env.supportEmail, subject: `[${KIND_TITLE[kind]}] ${input.subject || input.message.slice(0, 60)}`, text: lines.join('\n') })
    .catch((err: Error) => deps.log.warn('support copy not e-mailed', { error: err.message }));
  return { id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() };
}
