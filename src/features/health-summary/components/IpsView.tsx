import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { readIps } from '../ips-read';
import * as s from './HealthSummary.css';

/** A date the reader can read (both calendars) when it is a full ISO date; anything else as written. */
function showDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDateBs(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
}

/**
 * Any IPS document, readably: the patient, then each section with its entries. Sections of the IPS
 * (by their LOINC code) get the reader's own title; others keep the document's. Used by "My health
 * summary" and the SMART Health Link viewer (documents of other issuers too).
 */
export function IpsView({ bundle }: { bundle: unknown }) {
  const { t } = useLingui();
  const r = useMemo(() => readIps(bundle), [bundle]);
  const known: Record<string, string> = {
    '10160-0': t`Medicines`, '48765-2': t`Allergies`, '11450-4': t`Health problems`, '30954-2': t`Test results`,
    '11369-6': t`Vaccinations`, '47519-4': t`Procedures`,
  };
  const gender: Record<string, string> = { male: t`Male`, female: t`Female`, other: t`Other`, unknown: t`Unknown` };
  return (
    <article className={s.sections} aria-label={r.title || t`Health summary`}>
      <section className={s.section} aria-labelledby="ips-patient">
        <h2 id="ips-patient" className={s.sectionTitle}>{r.patient.names.join(' · ') || t`Patient`}</h2>
        <p className={s.note}>
          {r.patient.birthDate ? <><Trans>Born</Trans>: {showDate(r.patient.birthDate)}</> : null}
          {r.patient.gender ? <>{r.patient.birthDate ? ' · ' : null}{gender[r.patient.gender] ?? r.patient.gender}</> : null}
          {r.patient.phones.length ? <>{' · '}{r.patient.phones.join(', ')}</> : null}
        </p>
        {r.date ? <p className={s.note}><Trans>Summary made on {showDate(r.date)}</Trans></p> : null}
      </section>
      {r.sections.map((section, i) => (
        <section key={`${section.code}-${i}`} className={s.section} aria-labelledby={`ips-section-${i}`}>
          <h2 id={`ips-section-${i}`} className={s.sectionTitle}>{(section.code && known[section.code]) || section.title}</h2>
          {section.items.length ? (
            <ul className={s.items}>
              {section.items.map((item, j) => (
                <li key={j} className={s.item}>
                  {item.text}
                  {item.details.length ? <span className={s.details}> — {item.details.map(showDate).join(' · ')}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={s.note}>{section.note ?? t`Nothing recorded.`}</p>
          )}
        </section>
      ))}
    </article>
  );
}
