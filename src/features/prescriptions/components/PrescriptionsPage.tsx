import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateBs, formatDateTimeBs } from '@/lib/i18n/bs-format';
import { needsConnection } from '@/lib/api/download';
import type { Locale } from '@/lib/i18n/i18n';
import { displayDoctorName } from '@contracts/doctor-name';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { exportPrescriptions, useActivePrescriptions } from '../api/prescriptions';
import * as s from './Prescriptions.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return <div className={s.fact}><dt className={s.factLabel}>{label}</dt><dd className={s.factValue}>{children}</dd></div>;
}

/** Collected through a medicine reservation (issue 31). */
function Dispensed({ at, pharmacy }: { at: string; pharmacy: string }) {
  const { t } = useLingui();
  const date = formatDateBs(at);
  return <p className={s.dispensed}>{t`Dispensed at ${pharmacy} on ${date}`}</p>;
}

/** /prescription: active prescriptions, with export to a PDF a pharmacist can read and verify. */
export function PrescriptionsPage({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  useDocumentTitle(t`Prescriptions`);
  const query = useActivePrescriptions(uid);
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    setExporting(true);
    try {
      const { keptAt } = await exportPrescriptions(uid);
      if (keptAt !== null) {
        const date = formatDateTimeBs(keptAt);
        toast.info(t`This is the copy you exported on ${date}: a new one needs a connection.`);
      }
    } catch (err) {
      toast.error(needsConnection(err)
        ? t`Exporting prescriptions needs a connection. Connect to the internet and try again.`
        : t`Failed to export prescriptions`);
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (query.isPending) content = <Skeleton lines={5} />;
  else if (query.isError && !query.data) content = <p className={s.invalid} role="alert">{errorText(query.error)}</p>;
  else if (query.data.length === 0) content = <EmptyState title={<Trans>No active prescriptions</Trans>} message={<Trans>Medicines your doctors prescribe appear here.</Trans>} />;
  else content = (
    <ul className={s.list}>
      {query.data.map((p) => {
        const name = displayDoctorName(p.doctor, locale);
        return (
        <li key={p.id} className={`${s.card} ${p.replacedAt ? s.replaced : ''}`} data-replaced={p.replacedAt ? 'true' : undefined}>
          <h2 className={s.cardTitle}>{p.medication}</h2>
          {p.replacedAt ? <p className={s.replacedNote}><Trans>Replaced by a newer prescription: do not use this one.</Trans></p> : null}
          {p.freeText ? <p className={s.muted}><Trans>Written by the doctor (not from the medicine list)</Trans></p> : null}
          <dl className={s.facts}>
            <Fact label={t`Doctor`}>{t`Dr. ${name}`}</Fact>
            <Fact label={t`Strength`}>{p.strength ?? '—'}</Fact>
            <Fact label={t`Form`}>{p.form ?? '—'}</Fact>
            <Fact label={t`Doses`}>{p.doses ?? '—'}</Fact>
            <Fact label={t`Quantity`}>{p.quantity}</Fact>
            <Fact label={t`Start`}>{formatDateBs(`${p.startDate.slice(0, 10)}T12:00:00Z`, { timeZone: 'UTC' })}</Fact>
            <Fact label={t`Stop`}>{p.stopDate ? formatDateBs(`${p.stopDate.slice(0, 10)}T12:00:00Z`, { timeZone: 'UTC' }) : '—'}</Fact>
            {p.instructions && <Fact label={t`Instructions`}>{p.instructions}</Fact>}
            <Fact label={t`For`}>{p.patientName}</Fact>
            {p.dispensed && <Dispensed at={p.dispensed.at} pharmacy={locale === 'ne' && p.dispensed.pharmacyNameNe ? p.dispensed.pharmacyNameNe : p.dispensed.pharmacyName} />}
          </dl>
        </li>
        );
      })}
    </ul>
  );

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}><Trans>Prescriptions</Trans></h1>
        <Button onClick={() => void doExport()} loading={exporting} disabled={!query.data?.length}><Trans>Export</Trans></Button>
      </div>
      {content}
    </div>
  );
}
