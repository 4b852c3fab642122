import { useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderSVG } from 'uqr';
import type { HealthLinkExpiry } from '@contracts/health-links';
import { Button } from '@/ui/Button/Button';
import { Select } from '@/ui/Select/Select';
import { TextInput } from '@/ui/TextInput/TextInput';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { formatDateTimeBs } from '@/lib/i18n/bs-format';
import * as f from '@/styles/form.css';
import { useCreateHealthLink, useHealthLinks, useRevokeHealthLink } from '../api/health-links';
import * as s from './HealthSummary.css';

/** Share the summary by SMART Health Link: make one (QR + link), see who opened each, revoke. */
export function ShareLinks({ uid, bundle }: { uid: string; bundle: unknown }) {
  const { t } = useLingui();
  const create = useCreateHealthLink(uid);
  const [label, setLabel] = useState(t`My health summary`);
  const [expiresIn, setExpiresIn] = useState<HealthLinkExpiry>('week');
  const [usePasscode, setUsePasscode] = useState(true);
  const [passcode, setPasscode] = useState('');
  const [made, setMade] = useState<{ url: string; passcode: string | null } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = usePasscode ? passcode : null;
    create.mutate({ label, expiresIn, passcode: code, bundle }, {
      onSuccess: (res) => { setMade({ url: res.url, passcode: code }); setErrors({}); toast.success(res.message); },
      onError: (err) => {
        const list = (err as { body?: { errorList?: { field: string; message: string }[] } }).body?.errorList ?? [];
        setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
        toast.error(errorText(err));
      },
    });
  };

  return (
    <section className={s.section} aria-labelledby="share-title">
      <h2 id="share-title" className={s.sectionTitle}><Trans>Share by link or QR code</Trans></h2>
      <p className={s.note}>
        <Trans>The summary is locked on this device before it is sent: only someone with the link (and the passcode) can read it. We cannot.</Trans>
      </p>
      <form className={f.form} onSubmit={submit} noValidate>
        <TextInput label={t`Name of the link`} value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} error={errors['label']} />
        <Select name="expiresIn" label={t`Valid for`} value={expiresIn} onChange={setExpiresIn}
          options={[{ value: 'day', label: t`1 day` }, { value: 'week', label: t`1 week` }, { value: 'month', label: t`1 month` }]} />
        <label className={s.check}>
          <input type="checkbox" checked={usePasscode} onChange={(e) => setUsePasscode(e.target.checked)} />
          <Trans>Ask for a passcode</Trans>
        </label>
        {usePasscode ? (
          <TextInput label={t`Passcode`} hint={t`4 to 40 characters. Tell it to the doctor separately.`} value={passcode}
            onChange={(e) => setPasscode(e.target.value)} maxLength={40} autoComplete="off" error={errors['passcode']} />
        ) : null}
        <div className={s.actions}>
          <Button type="submit" loading={create.isPending} disabled={usePasscode && passcode.length < 4}><Trans>Create link</Trans></Button>
        </div>
      </form>
      {made ? <MadeLink url={made.url} /> : null}
      <LinkList uid={uid} />
    </section>
  );
}

function MadeLink({ url }: { url: string }) {
  const { t } = useLingui();
  const qr = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { ecc: 'L', border: 2 }))}`, [url]);
  return (
    <div className={s.section}>
      <img className={s.qr} src={qr} alt={t`QR code of the link`} />
      <TextInput label={t`Link`} readOnly value={url} className={s.linkText} onFocus={(e) => e.currentTarget.select()} />
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(url).then(() => toast.success(t`Link copied.`), () => toast.error(t`Could not copy. Select the link and copy it.`))}>
          <Trans>Copy link</Trans>
        </Button>
      </div>
    </div>
  );
}

function LinkList({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { data } = useHealthLinks(uid);
  const revoke = useRevokeHealthLink(uid);
  if (!data?.length) return null;
  const status = { active: t`Active`, expired: t`Expired`, revoked: t`Revoked`, disabled: t`Locked after wrong passcodes` } as const;
  return (
    <>
      <h3 className={s.sectionTitle}><Trans>Your links</Trans></h3>
      <ul className={s.items} aria-label={t`Your links`}>
        {data.map((link) => (
          <li key={link.id} className={s.item}>
            <strong>{link.label}</strong> — {status[link.status]}
            <span className={s.details}> · <Trans>until {formatDateTimeBs(link.exp * 1000)}</Trans></span>
            {link.accesses.length ? (
              <ul aria-label={t`Opened by`}>
                {link.accesses.map((a, i) => <li key={i}>{a.recipient} — {formatDateTimeBs(a.accessedAt)}</li>)}
              </ul>
            ) : <div className={s.details}><Trans>Not opened yet</Trans></div>}
            {link.status === 'active' ? (
              <Button variant="destructive" size="sm" loading={revoke.isPending && revoke.variables === link.id}
                onClick={() => revoke.mutate(link.id, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)) })}>
                <Trans>Revoke</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
