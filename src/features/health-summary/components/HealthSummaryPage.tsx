import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { QueryError } from '@/ui/QueryError/QueryError';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import { currentLocale } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as f from '@/styles/form.css';
import { downloadHealthSummaryPdf, useHealthSummary } from '../api/health-summary';
import { toast } from '@/ui/toast';
import { useState } from 'react';
import { IpsView } from './IpsView';
import { ShareLinks } from './ShareLinks';
import * as s from './HealthSummary.css';

/** Saves the document as `health-summary.json` (FHIR JSON: any FHIR-capable system reads it). */
function download(bundle: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'health-summary.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /settings/health-summary: the International Patient Summary, readable, downloadable, printable and shareable by link. */
export function HealthSummaryPage({ uid }: { uid: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`My health summary`);
  const lang = currentLocale();
  const { data, isPending, isError, error, refetch, isFetching } = useHealthSummary(uid, lang);
  const [pdfBusy, setPdfBusy] = useState(false);
  const pdf = () => {
    setPdfBusy(true);
    downloadHealthSummaryPdf(uid, lang).catch(() => toast.error(t`The PDF could not be downloaded. Please try again.`)).finally(() => setPdfBusy(false));
  };
  if (isPending) return <Skeleton lines={8} />;
  if (isError && !data) return <QueryError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className={s.sections}>
      <p className={f.lead}>
        <Trans>Your medicines, allergies, health problems and test results in the international format doctors' systems read (HL7 FHIR International Patient Summary).</Trans>
      </p>
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => download(data)}><Trans>Download (FHIR JSON)</Trans></Button>
        <Button variant="secondary" loading={pdfBusy} onClick={pdf}><Trans>Download PDF</Trans></Button>
        <Button variant="secondary" onClick={() => window.print()}><Trans>Print</Trans></Button>
      </div>
      <IpsView bundle={data} />
      <ShareLinks uid={uid} bundle={data} />
    </div>
  );
}
