import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { EmptyState } from '@/ui/EmptyState/EmptyState';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { Tabs } from '@/ui/Tabs/Tabs';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatNumber } from '@/lib/i18n/format';
import { formatDateBs, formatDateTimeBs } from '@/lib/i18n/bs-format';
import type { Locale } from '@/lib/i18n/i18n';
import { displayDoctorName } from '@contracts/doctor-name';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { useLabReports, useLabResults, useLabTests } from '../api/lab-tests';
import { downloadDocument, needsConnection } from '@/lib/api/download';
import { FLAG_LABELS, LAB_STATUS_LABELS, PRIORITY_LABELS } from '../labels';
import { LabReportUpload } from './LabReportUpload';
import { TrendChart, trendsOf } from './TrendChart';
import * as s from './LabTests.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return <div className={s.fact}><dt className={s.factLabel}>{label}</dt><dd className={s.factValue}>{children}</dd></div>;
}

function Failure({ error }: { error: unknown }) {
  return <p className={s.error} role="alert">{errorText(error)}</p>;
}

/** /lab-tests: prescribed tests, results, uploaded reports and the upload form. */
export function LabTestsPage({ uid }: { uid: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Lab tests`);
  const tests = useLabTests(uid);
  return (
    <div className={s.page}>
      <h1 className={s.title}><Trans>Lab tests</Trans></h1>
      <Tabs
        aria-label={t`Lab tests`}
        items={[
          { id: 'prescribed', label: <Trans>Prescribed</Trans>, content: <Prescribed query={tests} /> },
          { id: 'results', label: <Trans>Results</Trans>, content: <Results uid={uid} /> },
          {
            id: 'reports', label: <Trans>My reports</Trans>,
            content: <div className={s.form}><LabReportUpload uid={uid} tests={tests.data ?? []} /><Reports uid={uid} /></div>,
          },
        ]}
      />
    </div>
  );
}

function Prescribed({ query }: { query: ReturnType<typeof useLabTests> }) {
  const { t, i18n } = useLingui();
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <Failure error={query.error} />;
  if (query.data.length === 0) return <EmptyState title={<Trans>No lab tests prescribed</Trans>} message={<Trans>Tests your doctors prescribe appear here.</Trans>} />;
  return (
    <ul className={s.list}>
      {query.data.map((x) => {
        const name = displayDoctorName(x.doctor, i18n.locale as Locale);
        return (
        <li key={x.id} className={s.card}>
          <h2 className={s.cardTitle}>{x.testName}</h2>
          <dl className={s.facts}>
            <Fact label={t`Doctor`}>{t`Dr. ${name}`}</Fact>
            <Fact label={t`Category`}>{x.category}</Fact>
            <Fact label={t`Priority`}>{i18n._(PRIORITY_LABELS[x.priority])}</Fact>
            <Fact label={t`Due date`}>{x.dueDate ? formatDateBs(x.dueDate) : '—'}</Fact>
            <Fact label={t`Status`}>{i18n._(LAB_STATUS_LABELS[x.status])}</Fact>
            {x.instructions && <Fact label={t`Instructions`}>{x.instructions}</Fact>}
            {x.supportInfo && <Fact label={t`Support`}>{x.supportInfo}</Fact>}
            {x.diagnosticCentre && <Fact label={t`Diagnostic centre`}>{x.diagnosticCentre.name}, {x.diagnosticCentre.city}{x.diagnosticCentre.phone ? ` · ${x.diagnosticCentre.phone}` : ''}</Fact>}
          </dl>
        </li>
        );
      })}
    </ul>
  );
}

/** A test of one parameter, named the same (HbA1c: HbA1c), is named once. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Results({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const query = useLabResults(uid);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <Failure error={query.error} />;
  if (query.data.length === 0) return <EmptyState title={<Trans>No results yet</Trans>} message={<Trans>Results appear here when the laboratory reports them.</Trans>} />;
  const trends = trendsOf(query.data);
  return (
    <div className={s.form}>
    {trends.length > 0 ? (
      <section aria-label={t`Trends`} className={s.form}>
        {trends.map((x) => <TrendChart key={x.parameter} trend={x} />)}
      </section>
    ) : null}
    <ul className={s.list}>
      {query.data.map((r) => (
        <li key={r.id} className={s.card} data-testid="lab-result" data-flag={r.flag ?? undefined}>
          <h2 className={s.cardTitle}>{sameName(r.testName, r.parameter) ? r.testName : `${r.testName}: ${r.parameter}`}</h2>
          <dl className={s.facts}>
            <Fact label={t`Value`}>{r.value}{r.unit ? ` ${r.unit}` : ''}{r.flag ? ` (${i18n._(FLAG_LABELS[r.flag])})` : ''}</Fact>
            {r.referenceRange && <Fact label={t`Reference range`}>{r.referenceRange}</Fact>}
            <Fact label={t`Reported`}>{formatDateBs(r.reportedAt)}</Fact>
          </dl>
        </li>
      ))}
    </ul>
    </div>
  );
}

function Reports({ uid }: { uid: string }) {
  const { t } = useLingui();
  const query = useLabReports(uid);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (url: string, id: string, name: string) => {
    setBusy(id);
    try {
      const keptAt = (await downloadDocument(uid, `lab-report:${id}`, url, name)).keptAt;
      if (keptAt !== null) {
        const date = formatDateTimeBs(keptAt);
        toast.info(t`This is the copy you downloaded on ${date}: a new one needs a connection.`);
      }
    } catch (err) {
      toast.error(needsConnection(err)
        ? t`Downloading the report needs a connection. Connect to the internet and try again.`
        : t`Failed to download the report`);
    } finally {
      setBusy(null);
    }
  };
  if (query.isPending) return <Skeleton lines={3} />;
  if (query.isError) return <Failure error={query.error} />;
  if (query.data.length === 0) return <p className={s.muted}><Trans>No reports uploaded yet.</Trans></p>;
  return (
    <ul className={s.list} aria-label={t`Uploaded reports`}>
      {query.data.map((r) => (
        <li key={r.id} className={s.card} data-testid="lab-report">
          <h2 className={s.cardTitle}>{r.fileName}</h2>
          <p className={s.muted}>{formatDateBs(r.uploadedAt)} · {formatNumber(Math.max(1, Math.round(r.sizeBytes / 1024)))} KB</p>
          <div><Button size="sm" variant="outline" loading={busy === r.id} onClick={() => void download(r.fileUrl, r.id, r.fileName)}><Trans>Download</Trans></Button></div>
        </li>
      ))}
    </ul>
  );
}
