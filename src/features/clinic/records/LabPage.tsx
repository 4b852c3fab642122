import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Spinner } from '@/ui/Spinner/Spinner';
import { TextInput } from '@/ui/TextInput/TextInput';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTime } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { flagFor } from '@contracts/lab-flags';
import type { ClinicLabTest } from '@contracts/clinic-records';
import { meQuery } from '../api/console';
import { useStaffSession } from '../session';
import { ConsoleLayout } from '../components/ConsoleLayout';
import * as cs from '../components/Console.css';
import { labQueueQuery, useLabReport, useLabResults } from './api';
import { FLAG, LAB_STATUS, PRIORITY } from './labels';
import * as s from './Records.css';

/** /clinic/lab: the clinic's lab tests, waiting first; results and the report (role lab). */
export function LabPage() {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  return <Lab uid={session.user.uid} />;
}

function Lab({ uid }: { uid: string }) {
  const { t } = useLingui();
  const me = useQuery(meQuery(uid));
  const queue = useQuery({ ...labQueueQuery(uid), enabled: me.data?.role === 'lab' });
  useDocumentTitle(t`Laboratory`);
  return (
    <ConsoleLayout me={me.data}>
      <h1 className={cs.pageTitle}><Trans>Laboratory</Trans></h1>
      {me.isError ? <QueryError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {queue.isError ? <QueryError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.isPending && me.data?.role === 'lab' ? <Spinner label={t`Loading`} /> : null}
      {queue.data?.length === 0 ? <p><Trans>No lab tests are waiting.</Trans></p> : null}
      {queue.data ? <ul className={cs.list} aria-label={t`Lab tests`}>{queue.data.map((x) => <li key={x.id}><LabTestCard uid={uid} test={x} /></li>)}</ul> : null}
    </ConsoleLayout>
  );
}

type Row = { parameter: string; value: string; unit: string; referenceRange: string };
const emptyRow = (): Row => ({ parameter: '', value: '', unit: '', referenceRange: '' });

function LabTestCard({ uid, test: x }: { uid: string; test: ClinicLabTest }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const save = useLabResults(uid);
  const attach = useLabReport(uid);
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [error, setError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const titleId = `lab-${x.id}`;
  const set = (i: number, patch: Partial<Row>) => { setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))); setError(undefined); };
  const submit = () => {
    const filled = rows.filter((r) => r.parameter.trim() || r.value.trim());
    if (filled.length === 0 || filled.some((r) => !r.parameter.trim() || !r.value.trim())) return setError(t`Write each parameter with its value.`);
    save.mutate({ id: x.id, results: filled.map((r) => ({ parameter: r.parameter.trim(), value: r.value.trim(), unit: r.unit.trim() || null, referenceRange: r.referenceRange.trim() || null })) }, {
      onSuccess: (res) => { toast.success(res.message); setRows([emptyRow()]); },
      onError: (err) => toast.error(errorText(err)),
    });
  };
  const upload = () => {
    if (!file) return;
    attach.mutate({ id: x.id, file }, { onSuccess: (res) => { toast.success(res.message); setFile(null); }, onError: (err) => toast.error(errorText(err)) });
  };
  return (
    <article className={cs.card} aria-labelledby={titleId} data-lab-test={x.id}>
      <div className={cs.cardTop}>
        <div>
          <h2 id={titleId} className={cs.name}>{x.testName} · {x.patientName}</h2>
          <p className={cs.muted}>{x.category} · {t`Dr.`} {x.doctorName} · {formatDateTime(x.orderedAt, { locale, timeZone: 'Asia/Kathmandu' })}</p>
        </div>
        <div className={cs.badges}>
          <span className={`${cs.badge} ${x.priority !== 'routine' ? cs.badgeWarn : ''}`}>{i18n._(PRIORITY[x.priority])}</span>
          <span className={`${cs.badge} ${x.status === 'completed' ? cs.badgeOk : ''}`}>{i18n._(LAB_STATUS[x.status])}</span>
          {x.reports > 0 ? <span className={`${cs.badge} ${cs.badgeOk}`}><Trans>Report attached</Trans></span> : null}
        </div>
      </div>
      {x.instructions ? <p className={s.note}>{x.instructions}</p> : null}
      {x.results.length > 0 ? (
        // Scrolls sideways on a narrow phone rather than breaking words inside the columns (a group, not a
        // region: a landmark per card would repeat one name).
        <div className={s.resultsScroll} role="group" aria-label={t`Results`} tabIndex={0}>
          <table className={s.results}>
            <thead><tr><th className={s.cell} scope="col"><Trans>Parameter</Trans></th><th className={s.cell} scope="col"><Trans>Value</Trans></th><th className={s.cell} scope="col"><Trans>Reference range</Trans></th><th className={s.cell} scope="col"><Trans>Flag</Trans></th></tr></thead>
            <tbody>
              {x.results.map((r, i) => (
                <tr key={i}>
                  <td className={s.cell}>{r.parameter}</td><td className={s.cell}>{r.value}{r.unit ? ` ${r.unit}` : ''}</td><td className={s.cell}>{r.referenceRange ?? '—'}</td>
                  <td className={`${s.cell} ${r.flag && r.flag !== 'normal' ? s.flagHigh : s.flagNormal}`}>{r.flag ? i18n._(FLAG[r.flag]) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {x.status !== 'completed' ? (
        <fieldset className={s.medicine}>
          <legend className={s.legend}><Trans>Results</Trans></legend>
          {rows.map((r, i) => {
            const flag = flagFor(r.value, r.referenceRange);
            return (
              <div key={i} className={s.grid} data-testid="result-row">
                <TextInput label={t`Parameter`} name={`parameter-${i}`} value={r.parameter} onChange={(e) => set(i, { parameter: e.target.value })} />
                <TextInput label={t`Value`} name={`value-${i}`} value={r.value} onChange={(e) => set(i, { value: e.target.value })} hint={flag && flag !== 'normal' ? t`Outside the range: ${i18n._(FLAG[flag])}` : undefined} />
                <TextInput label={t`Unit`} name={`unit-${i}`} value={r.unit} onChange={(e) => set(i, { unit: e.target.value })} />
                <TextInput label={t`Reference range`} name={`range-${i}`} placeholder="4-5.6" value={r.referenceRange} onChange={(e) => set(i, { referenceRange: e.target.value })} />
              </div>
            );
          })}
          {error ? <p className={cs.alert} role="alert">{error}</p> : null}
          <div className={cs.actions}>
            <Button size="sm" variant="outline" onClick={() => setRows([...rows, emptyRow()])}><Trans>Add a parameter</Trans></Button>
            <Button size="sm" loading={save.isPending} onClick={submit}><Trans>Save the results</Trans></Button>
          </div>
        </fieldset>
      ) : null}
      <div className={cs.actions}>
        {/* The browser's own file button speaks the browser's language: this one speaks the console's. */}
        <label className={s.stack}>
          <span><Trans>Report (PDF, JPG or PNG, under 5 MB)</Trans></span>
          <input type="file" className={s.fileInput} name={`report-${x.id}`} accept="application/pdf,image/jpeg,image/png" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <span className={s.filePicker} aria-hidden="true">
            <span className={s.fileButton}><Trans>Choose a file</Trans></span>
            <span className={s.line}>{file ? file.name : <Trans>No file chosen</Trans>}</span>
          </span>
        </label>
        <Button size="sm" variant="outline" disabled={!file} loading={attach.isPending} onClick={upload}><Trans>Attach the report</Trans></Button>
      </div>
    </article>
  );
}
