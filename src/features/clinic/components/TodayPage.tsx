import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { isPharmacyRole } from '@contracts/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Select } from '@/ui/Select/Select';
import { Spinner } from '@/ui/Spinner/Spinner';
import { QueryError } from '@/ui/QueryError/QueryError';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { asLocale } from '@/lib/api/form';
import { meQuery, todayQuery } from '../api/console';
import { useStaffSession } from '../session';
import { useConsoleLive } from '../use-console-live';
import { AppointmentCard } from './AppointmentCard';
import { ConsoleLayout } from './ConsoleLayout';
import * as s from './Console.css';

export const CLINIC_ZONE = 'Asia/Kathmandu';
const dayOf = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: CLINIC_ZONE });
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** /clinic: the day's appointments (a doctor's own; the clinic's for the front desk and admin). */
export function TodayPage() {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  if (isPharmacyRole(session.claims?.['role'])) return <Navigate to="/clinic/pharmacy" replace />;
  return <Today uid={session.user.uid} />;
}

function Today({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [date, setDate] = useState(() => dayOf(new Date()));
  const [doctorId, setDoctorId] = useState('');
  const me = useQuery(meQuery(uid));
  // The lab and accounts have their own screens (issue 30): no day list for them.
  const dayRole = me.isSuccess && me.data.role !== 'lab' && me.data.role !== 'accounts';
  const day = useQuery({ ...todayQuery(uid, date, doctorId || undefined), enabled: dayRole });
  useConsoleLive(uid, dayRole);
  useDocumentTitle(t`Today at the clinic`);
  if (me.isError) return <ConsoleLayout><QueryError error={me.error} onRetry={() => void me.refetch()} /></ConsoleLayout>;
  // The lab and accounts have their own screens (issue 30).
  if (me.data?.role === 'lab') return <Navigate to="/clinic/lab" replace />;
  if (me.data?.role === 'accounts') return <Navigate to="/clinic/accounts" replace />;
  // oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past or today is judged now)
  const isToday = date === dayOf(new Date());
  return (
    <ConsoleLayout me={me.data}>
      <div className={s.toolbar}>
        <div>
          <h1 className={s.pageTitle}>{isToday ? <Trans>Today</Trans> : <Trans>Appointments</Trans>}</h1>
          <p className={s.muted}>{formatDateBs(`${date}T06:00:00Z`, { locale, timeZone: CLINIC_ZONE })}</p>
        </div>
        <div className={s.dayNav}>
          <Button variant="outline" size="sm" onClick={() => setDate(addDays(date, -1))}><Trans>Previous day</Trans></Button>
          {!isToday ? <Button variant="outline" size="sm" onClick={() => setDate(dayOf(new Date()))}><Trans>Today</Trans></Button> : null}
          <Button variant="outline" size="sm" onClick={() => setDate(addDays(date, 1))}><Trans>Next day</Trans></Button>
        </div>
      </div>
      {me.data && me.data.role !== 'doctor' && day.data && day.data.doctors.length > 1 ? (
        <Select
          label={t`Doctor`} name="doctor" value={doctorId} onChange={(v) => setDoctorId(v)}
          options={[{ value: '', label: t`All doctors` }, ...day.data.doctors.map((d) => ({ value: d.id, label: `${t`Dr.`} ${d.name}` }))]}
        />
      ) : null}
      {day.isPending ? <Spinner label={t`Loading appointments`} /> : null}
      {day.isError ? <QueryError error={day.error} onRetry={() => void day.refetch()} /> : null}
      {day.data && day.data.appointments.length === 0 ? <p><Trans>No appointments on this day.</Trans></p> : null}
      {day.data && me.data ? (
        <ul className={s.list} aria-label={t`Appointments`}>
          {day.data.appointments.map((a) => <li key={a.id}><AppointmentCard uid={uid} role={me.data.role} appointment={a} /></li>)}
        </ul>
      ) : null}
    </ConsoleLayout>
  );
}
