import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { AppointmentDetails } from '@contracts/appointments';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { ACTOR_LABELS, STATUS_LABELS } from '../labels';
import * as s from './AppointmentsPage.css';

const TIME_NOTE = /^(proposed|reschedule_requested): (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;

/**
 * A history note as the patient reads it. The server notes a reschedule request or proposal as
 * '<kind>: <ISO instant>'; that becomes 'You asked for …' / 'Proposed time: …' in the patient's zone.
 * Other notes (the doctor's words, a cancel reason) are shown as written.
 */
export function describeNote(note: string, locale: Locale, i18n: I18n): string {
  const match = TIME_NOTE.exec(note);
  if (!match) return note;
  const when = formatDateTimeBs(match[2]!, { locale });
  return i18n._(match[1] === 'proposed' ? msg`Proposed time: ${when}` : msg`Requested time: ${when}`);
}

/** The appointment's status changes, oldest first. */
export function StatusHistory({ history }: { history: AppointmentDetails['statusHistory'] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section className={s.section} aria-labelledby="status-history-title">
      <h2 id="status-history-title" className={s.sectionTitle}>
        <Trans>Status history</Trans>
      </h2>
      <ol className={s.history}>
        {history.map((entry, index) => {
          const status = i18n._(STATUS_LABELS[entry.toStatus]);
          const actor = i18n._(ACTOR_LABELS[entry.changedBy]);
          return (
            <li key={`${entry.createdAt}-${index}`} className={s.historyItem}>
              <p className={s.strong}>
                {entry.fromStatus === null ? <Trans>Booked ({status}) {actor}</Trans> : <Trans>{status} {actor}</Trans>}
              </p>
              <p className={s.muted}>
                <time dateTime={entry.createdAt}>{formatDateTimeBs(entry.createdAt, { locale })}</time>
              </p>
              {entry.note ? <p className={s.text}>{describeNote(entry.note, locale, i18n)}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
