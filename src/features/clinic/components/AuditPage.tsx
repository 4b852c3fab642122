import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/ui/Spinner/Spinner';
import { QueryError } from '@/ui/QueryError/QueryError';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { formatDateTime } from '@/lib/i18n/format';
import { asLocale } from '@/lib/api/form';
import { auditQuery, meQuery } from '../api/console';
import { AUDIT_ACTIONS, auditDetail, ROLE_LABELS } from '../labels';
import { useStaffSession } from '../session';
import { ConsoleLayout } from './ConsoleLayout';
import { InviteStaffForm } from './InviteStaffForm';
import * as s from './Console.css';

/** /clinic/audit: who did what, for which patient, when (clinic-admin). */
export function AuditPage() {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  return <Audit uid={session.user.uid} />;
}

function Audit({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const me = useQuery(meQuery(uid));
  const log = useQuery({ ...auditQuery(uid), enabled: me.data?.role === 'clinic-admin' });
  useDocumentTitle(t`Activity log`);
  const what = (action: string, detail: string | null) => {
    const label = AUDIT_ACTIONS[action];
    const more = auditDetail(action, detail, (d) => i18n._(d));
    return `${label ? i18n._(label) : action}${more ? `: ${more}` : ''}`;
  };
  return (
    <ConsoleLayout me={me.data}>
      <h1 className={s.pageTitle}><Trans>Activity log</Trans></h1>
      {me.data?.role === 'clinic-admin' ? <InviteStaffForm uid={uid} /> : null}
      {me.isError ? <QueryError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {log.isError ? <QueryError error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.isPending && me.data?.role === 'clinic-admin' ? <Spinner label={t`Loading`} /> : null}
      {log.data ? (
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.cell} scope="col"><Trans>When</Trans></th>
              <th className={s.cell} scope="col"><Trans>Who</Trans></th>
              <th className={s.cell} scope="col"><Trans>What</Trans></th>
              <th className={s.cell} scope="col"><Trans>Patient</Trans></th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((e) => (
              <tr key={e.id}>
                <td className={s.cell}>{formatDateTime(e.at, { locale, timeZone: 'Asia/Kathmandu' })}</td>
                <td className={`${s.cell} ${s.cellAnywhere}`}>{e.staffEmail} ({i18n._(ROLE_LABELS[e.staffRole])})</td>
                <td className={`${s.cell} ${s.cellAnywhere}`}>{what(e.action, e.detail)}</td>
                <td className={s.cell}>{e.patientName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </ConsoleLayout>
  );
}
