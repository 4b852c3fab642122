import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { decodeShlink, decryptShlFile } from '@contracts/shl';
import type { ShlPayload } from '@contracts/health-links';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import * as f from '@/styles/form.css';
import { IpsView } from './IpsView';
import * as s from './HealthSummary.css';

type File = { contentType: string; location?: string; embedded?: string };
type Problem = { kind: 'wrong'; remaining: number } | { kind: 'gone' } | { kind: 'failed' };

/** The manifest and its files, decrypted here with the key from the link (SHL spec; any conformant issuer). */
async function openLink(payload: ShlPayload, recipient: string, passcode: string): Promise<{ documents: unknown[] } | Problem> {
  let files: File[];
  if (payload.flag?.includes('U')) {
    const res = await fetch(`${payload.url}?recipient=${encodeURIComponent(recipient)}`);
    if (!res.ok) return { kind: res.status === 404 ? 'gone' : 'failed' };
    files = [{ contentType: 'application/fhir+json', embedded: await res.text() }];
  } else {
    const res = await fetch(payload.url, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipient, ...(payload.flag?.includes('P') ? { passcode } : {}) }),
    });
    if (res.status === 401) return { kind: 'wrong', remaining: Number(((await res.json().catch(() => ({}))) as { remainingAttempts?: number }).remainingAttempts ?? 0) };
    if (res.status === 404) return { kind: 'gone' };
    if (!res.ok) return { kind: 'failed' };
    files = ((await res.json()) as { files?: File[] }).files ?? [];
  }
  const documents: unknown[] = [];
  for (const file of files) {
    const jwe = file.embedded ?? (file.location ? await (await fetch(file.location)).text() : null);
    if (!jwe) continue;
    const text = await decryptShlFile(jwe.trim(), payload.key);
    if (file.contentType === 'application/fhir+json') documents.push(JSON.parse(text));
  }
  return { documents };
}

/** /shl#shlink:/…: opens a SMART Health Link in the browser (asks the name and, when needed, the passcode). */
export function ShlViewerPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Shared health summary`);
  const [payload, setPayload] = useState<ShlPayload | null | undefined>(undefined);
  const [recipient, setRecipient] = useState('');
  const [passcode, setPasscode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [documents, setDocuments] = useState<unknown[] | null>(null);

  useEffect(() => {
    const read = () => setPayload(decodeShlink(location.hash));
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  if (payload === undefined) return null;
  // oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past or today is judged now)
  const expired = payload?.exp !== undefined && payload.exp * 1000 < Date.now();
  const needsPasscode = Boolean(payload?.flag?.includes('P'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!payload) return;
    setBusy(true);
    setProblem(null);
    try {
      const out = await openLink(payload, recipient.trim(), passcode);
      if ('documents' in out) setDocuments(out.documents);
      else setProblem(out);
    } catch {
      setProblem({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!payload) body = <p role="alert"><Trans>This is not a SMART Health Link. Check that you opened the whole link.</Trans></p>;
  else if (documents) {
    body = documents.length
      ? documents.map((d, i) => <IpsView key={i} bundle={d} />)
      : <p><Trans>The link holds no document this viewer can show.</Trans></p>;
  } else if (expired) body = <p role="alert"><Trans>This link has expired. Ask for a new one.</Trans></p>;
  else {
    body = (
      <form className={f.form} onSubmit={(e) => void submit(e)} noValidate>
        {payload.label ? <p className={s.note}>{payload.label}</p> : null}
        <TextInput label={t`Your name`} hint={t`The patient sees who opened their summary.`} value={recipient} onChange={(e) => setRecipient(e.target.value)} maxLength={120} required />
        {needsPasscode ? (
          <TextInput label={t`Passcode`} type="password" value={passcode} onChange={(e) => setPasscode(e.target.value)} maxLength={200} autoComplete="off" required
            error={problem?.kind === 'wrong' ? t`Wrong passcode. Attempts left: ${problem.remaining}` : undefined} />
        ) : null}
        {problem?.kind === 'gone' ? <p role="alert" className={f.formError}><Trans>This link no longer works: it has expired, been revoked, or was locked after too many wrong passcodes.</Trans></p> : null}
        {problem?.kind === 'failed' ? <p role="alert" className={f.formError}><Trans>The summary could not be opened. Check your connection and try again.</Trans></p> : null}
        <div className={s.actions}>
          <Button type="submit" loading={busy} disabled={!recipient.trim() || (needsPasscode && !passcode)}><Trans>Open summary</Trans></Button>
        </div>
      </form>
    );
  }
  return (
    <div className={f.page}>
      <h1 className={f.title}><Trans>Shared health summary</Trans></h1>
      {body}
    </div>
  );
}
