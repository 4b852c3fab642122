import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { setLanguage } from '@/lib/i18n/i18n';
import { staffSession } from '@/lib/auth/staff-auth';
import { ROLE_LABELS } from '../labels';
import type { StaffMe } from '@contracts/clinic-console';
import * as s from './Console.css';

/** The console's own frame (not the patient app's shell): clinic, role, language, sign-out. */
export function ConsoleLayout({ me, children }: { me?: StaffMe | undefined; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const client = useQueryClient();
  const other = i18n.locale === 'ne' ? 'en' : 'ne';
  const signOut = async () => {
    await staffSession.signOut();
    client.removeQueries({ queryKey: ['clinic'] });
    await router.navigate({ to: '/clinic/signin' });
  };
  return (
    <div className={s.shell}>
      <header className={s.header}>
        <div className={s.brand}>
          <p className={s.brandTitle}><Trans>Swasthya clinic console</Trans></p>
          {me ? <p className={s.muted}>{me.clinicName} · {i18n._(ROLE_LABELS[me.role])} · {me.displayName}</p> : null}
        </div>
        <nav className={s.headerActions} aria-label={t`Console menu`}>
          {me?.role === 'clinic-admin' ? <Link to="/clinic/audit"><Trans>Activity log</Trans></Link> : null}
          {me?.role === 'clinic-admin' ? <Link to="/clinic/schedule"><Trans>Schedules</Trans></Link> : null}
          {me?.role === 'doctor' ? <Link to="/clinic/chat"><Trans>Messages</Trans></Link> : null}
          {me?.role === 'lab' ? <Link to="/clinic/lab"><Trans>Laboratory</Trans></Link> : null}
          {me?.role === 'accounts' ? <Link to="/clinic/accounts"><Trans>Accounts</Trans></Link> : null}
          {me && me.role !== 'lab' && me.role !== 'accounts' ? <Link to="/clinic"><Trans>Today</Trans></Link> : null}
          <Button variant="ghost" size="sm" lang={other} onClick={() => setLanguage(other)}>{other === 'ne' ? 'नेपाली' : 'English'}</Button>
          {me ? <Button variant="secondary" size="sm" onClick={() => void signOut()}><Trans>Sign out</Trans></Button> : null}
        </nav>
      </header>
      <main className={s.main} id="main">{children}</main>
    </div>
  );
}
