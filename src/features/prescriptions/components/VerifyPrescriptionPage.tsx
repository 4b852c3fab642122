import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { codeFromHash } from '@contracts/prescription-link';
import { verifyPrescriptionCode, type PrescriptionCodeCheck } from '@contracts/prescription-signature';
import { Button } from '@/ui/Button/Button';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { prescriptionPublicKey } from '../api/prescriptions';
import * as s from './Prescriptions.css';

/** /verify-prescription: a pharmacist checks a prescription QR code, offline, with the public key. */
export function VerifyPrescriptionPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify a prescription`);
  const id = useId();
  const [code, setCode] = useState(() => (typeof location === 'undefined' ? '' : codeFromHash(location.hash)));
  const [result, setResult] = useState<PrescriptionCodeCheck | 'no-key' | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (text: string) => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      const key = await prescriptionPublicKey().catch(() => null);
      setResult(key ? await verifyPrescriptionCode(text.trim(), key.publicKey) : 'no-key');
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // Only the code from the address is checked at once, when the page opens (a check is async: busy, then its result).
    // oxlint-disable-next-line react/set-state-in-effect -- the check says busy, then its result
    if (code) void check(code);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- on mount only: the address's code, not what is typed later
  }, []);

  return (
    <main className={s.page}>
      <h1 className={s.title}><Trans>Verify a prescription</Trans></h1>
      <p className={s.muted}><Trans>Paste the text of the QR code printed on a Swasthya prescription. The check works without a connection.</Trans></p>
      <form className={s.form} onSubmit={(e) => { e.preventDefault(); void check(code); }}>
        <label htmlFor={id}><Trans>Prescription code</Trans></label>
        <textarea id={id} className={s.textarea} value={code} onChange={(e) => { setCode(e.target.value); setResult(null); }} spellCheck={false} />
        <Button type="submit" loading={busy}><Trans>Verify</Trans></Button>
      </form>
      {result && <Result result={result} />}
    </main>
  );
}

function Result({ result }: { result: PrescriptionCodeCheck | 'no-key' }) {
  const { t } = useLingui();
  if (result === 'no-key') return <p className={s.invalid} role="alert"><Trans>The signing key could not be loaded. Connect to the internet once and try again.</Trans></p>;
  if (!result.valid) {
    const why = result.reason === 'malformed' ? t`This is not a Swasthya prescription code.`
      : result.reason === 'unsupported' ? t`This browser cannot check signatures. Please use a newer browser.`
      : t`The signature does not match: this prescription may have been changed.`;
    return <div role="alert" data-testid="verify-result" data-valid="false"><p className={s.invalid}><Trans>Invalid prescription</Trans></p><p className={s.muted}>{why}</p></div>;
  }
  const sum = result.summary;
  return (
    <div role="status" data-testid="verify-result" data-valid="true" className={s.form}>
      <p className={s.valid}><Trans>Valid prescription</Trans></p>
      <p className={s.muted}><Trans>For {sum.patientName}, issued {formatDateBs(sum.issuedAt)} (part {sum.part} of {sum.parts})</Trans></p>
      <ul className={s.list}>
        {sum.items.map((m, i) => (
          <li key={i} className={s.card}>
            <h2 className={s.cardTitle}>{m.medication}</h2>
            <p className={s.muted}>{[m.strength, m.form, m.doses].filter(Boolean).join(' · ')}</p>
            {/* The signed summary names the doctor with the title already ('Dr. Sita Sharma'). */}
            <p className={s.muted}><Trans>Quantity {m.quantity} · {m.doctor} (NMC {m.nmcNumber})</Trans></p>
          </li>
        ))}
      </ul>
    </div>
  );
}
