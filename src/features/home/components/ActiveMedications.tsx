import { useDeferredValue, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayDoctorName } from '@contracts/doctor-name';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { formatNumber } from '@/lib/i18n/format';
import { formatDateBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { useActiveMedications } from '../api/get-active-medications';
import { QueryError } from '@/ui/QueryError/QueryError';
import * as s from './Dashboard.css';

/** Home: the medicines the patient (or a family member) takes now. */
export function ActiveMedications({ uid, notice }: { uid: string; notice?: ReactNode }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The answer renders in a transition (in slices that yield to the browser): its arrival is a
  // synchronous update (the query's external store), one long task on a slow phone otherwise.
  const { data, isPending, isError, error, refetch, isFetching } = useDeferredValue(useActiveMedications(uid));
  let body;
  // Two medicine-sized blocks, not three lines: the list arriving moves less of the page (layout shift).
  if (isPending) {
    body = (
      <ul className={s.list} aria-hidden="true">
        <li className={s.medication}><Skeleton lines={4} /></li>
        <li className={s.medication}><Skeleton lines={4} /></li>
      </ul>
    );
  }
  else if (isError && !data) body = <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.length === 0) {
    body = (
      <p className={s.muted}>
        <Trans>No active medications.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className={s.list}>
        {data.map((m) => {
          const details = [m.strength, m.form, m.doses].filter(Boolean).join(' · ');
          // `name` is the Latin first and last name together; the Devanagari pair replaces it in Nepali.
          const doctor = displayDoctorName({ ...m.doctor, firstName: m.doctor.name, lastName: '' }, locale);
          const until = m.stop ? formatDateBs(`${m.stop}T12:00:00Z`, { locale, timeZone: 'UTC' }) : null;
          const member = m.familyMember?.name;
          const quantity = formatNumber(m.quantity, locale);
          return (
            <li key={m.id} className={s.medication}>
              <p className={s.medName}>{m.medication}</p>
              {details ? <p className={s.text}>{details}</p> : null}
              {m.instructions ? <p className={s.muted}>{m.instructions}</p> : null}
              <p className={s.muted}>
                {until ? <Trans>Dr. {doctor} · quantity {quantity} · until {until}</Trans> : <Trans>Dr. {doctor} · quantity {quantity}</Trans>}
              </p>
              {member ? (
                <p className={s.muted}>
                  <Trans>For {member}</Trans>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={s.card} aria-labelledby="medications-title" aria-busy={isPending || undefined}>
      <h2 id="medications-title" className={s.cardTitle}>
        <Trans>Active medications</Trans>
      </h2>
      {notice}
      {body}
    </section>
  );
}
