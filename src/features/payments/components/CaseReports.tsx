import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { useCaseReports } from '../api/case-reports';
import * as s from './Payments.css';

/** The patient's complaints and fraud reports: open, or handled with the clinic's note (issue 30). */
export function CaseReports({ uid }: { uid: string }) {
  const { t } = useLingui();
  const cases = useCaseReports(uid);
  if (!cases.data?.length) return null;
  return (
    <section className={s.form} aria-labelledby="my-cases">
      <h2 id="my-cases" className={s.sectionTitle}><Trans>Your complaints and reports</Trans></h2>
      <ul className={s.list}>
        {cases.data.map((c) => (
          <li key={c.id} className={s.card} data-testid="case-report" data-status={c.status}>
            <div className={s.cardHead}>
              <h3 className={s.cardTitle}>{c.kind === 'fraud_report' ? t`Fraud report` : t`Complaint`} · {formatDateBs(c.createdAt)}</h3>
              <span className={s.badge}>{c.status === 'closed' ? t`Handled` : t`Open`}</span>
            </div>
            <p className={s.cardLine}>{c.reason}</p>
            {c.handledNote ? <p className={s.cardLine}><strong><Trans>The clinic's answer:</Trans></strong> {c.handledNote}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
