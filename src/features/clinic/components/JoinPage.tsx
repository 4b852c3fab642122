import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { acceptInvitation } from '../api/console';
import { ConsoleLayout } from './ConsoleLayout';
import * as s from './Console.css';

/** /clinic/join?token=…: the invited staff member sets a name and password (the link works once). */
export function JoinPage({ token }: { token: string }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Join your clinic`);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setDone((await acceptInvitation({ token, displayName: name, password })).message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsoleLayout>
      <section className={s.authCard} aria-labelledby="join-title">
        <h1 id="join-title" className={s.pageTitle}><Trans>Join your clinic</Trans></h1>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Link to="/clinic/signin"><Trans>Sign in</Trans></Link>
          </>
        ) : (
          <form className={s.form} noValidate onSubmit={(e) => void onSubmit(e)}>
            {error ? <p role="alert" className={s.alert}>{error}</p> : null}
            <TextInput label={t`Your name`} name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
            <TextInput label={t`Choose a password`} type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit" loading={busy} fullWidth><Trans>Create my staff account</Trans></Button>
          </form>
        )}
      </section>
    </ConsoleLayout>
  );
}
