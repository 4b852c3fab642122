import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/ui/Button/Button';
import { TextInput } from '@/ui/TextInput/TextInput';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { staffSession } from '@/lib/auth/staff-auth';
import { translateMessage } from '@/lib/i18n/i18n';
import { asLocale } from '@/lib/api/form';
import * as M from '@contracts/message-texts';
import { isPharmacyRole } from '@contracts/staff-roles';
import { roleOf } from '../session';
import { ConsoleLayout } from './ConsoleLayout';
import * as s from './Console.css';

/** /clinic/signin: staff sign in with the e-mail and password of their invitation. */
export function StaffSignInPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t`Clinic console: sign in`);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(t`Enter your e-mail and password.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const claims = await staffSession.signIn(email.trim(), password);
      if (!roleOf(claims)) {
        await staffSession.signOut();
        setError(translateMessage(M.roleMismatch, asLocale(i18n.locale)));
        setBusy(false);
        return;
      }
      await router.navigate({ to: isPharmacyRole(roleOf(claims)) ? '/clinic/pharmacy' : '/clinic', replace: true });
    } catch {
      setError(t`The e-mail or password is not right. Please try again.`);
      setBusy(false);
    }
  };

  return (
    <ConsoleLayout>
      <section className={s.authCard} aria-labelledby="staff-signin-title">
        <h1 id="staff-signin-title" className={s.pageTitle}><Trans>Staff sign in</Trans></h1>
        <p className={s.muted}><Trans>For doctors, front desk and clinic administrators. Patients sign in on the main page.</Trans></p>
        <form className={s.form} noValidate onSubmit={(e) => void onSubmit(e)}>
          {error ? <p role="alert" className={s.alert}>{error}</p> : null}
          <TextInput label={t`Email`} type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextInput label={t`Password`} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" loading={busy} fullWidth><Trans>Sign in</Trans></Button>
        </form>
      </section>
    </ConsoleLayout>
  );
}
