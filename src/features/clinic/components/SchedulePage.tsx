import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Calendar } from '@/ui/Calendar/Calendar';
import { Select } from '@/ui/Select/Select';
import { Spinner } from '@/ui/Spinner/Spinner';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { errorText } from '@/lib/api/api-client';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { formatDateBs } from '@/lib/i18n/bs-format';
import { asLocale } from '@/lib/api/form';
import type { ConsoleAppointment } from '@contracts/clinic-console';
import { meQuery } from '../api/console';
import { daysOffQuery, useDayOff } from '../api/schedule';
import { useStaffSession } from '../session';
import { AppointmentCard } from './AppointmentCard';
import { ConsoleLayout } from './ConsoleLayout';
import { WeeklyHoursSection } from './WeeklyHoursForm';
import * as s from './Console.css';

const ZONE = 'Asia/Kathmandu';

/** /clinic/schedule: the doctors' weekly hours, slot lengths, fees, discounts and days off (clinic-admin). */
export function SchedulePage() {
  const session = useStaffSession();
  if (session.loading) return <ConsoleLayout><Spinner /></ConsoleLayout>;
  if (!session.user) return <Navigate to="/clinic/signin" replace />;
  return <Schedule uid={session.user.uid} />;
}

function Schedule({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const me = useQuery(meQuery(uid));
  const isAdmin = me.data?.role === 'clinic-admin';
  const list = useQuery({ ...daysOffQuery(uid), enabled: isAdmin });
  const add = useDayOff(uid);
  const remove = useDayOff(uid, true);
  const [doctorId, setDoctorId] = useState('');
  const [hoursDoctorId, setHoursDoctorId] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [affected, setAffected] = useState<ConsoleAppointment[]>([]);
  useDocumentTitle(t`Schedules`);
  const doctors = list.data?.doctors ?? [];
  const chosenDoctor = doctorId || doctors[0]?.id || '';
  const hoursDoctor = hoursDoctorId || doctors[0]?.id || '';
  const doctorOptions = doctors.map((d) => ({ value: d.id, label: `${t`Dr.`} ${d.name}` }));
  const day = (iso: string) => formatDateBs(`${iso}T06:00:00Z`, { locale, timeZone: ZONE });
  const submit = () => {
    if (!date || !chosenDoctor) return;
    add.mutate({ doctorId: chosenDoctor, date }, {
      onSuccess: (res) => { toast.success(res.message); setAffected(res.data.appointments); },
      onError: (err) => toast.error(errorText(err)),
    });
  };
  return (
    <ConsoleLayout me={me.data}>
      <h1 className={s.pageTitle}><Trans>Schedules</Trans></h1>
      {me.isError ? <QueryError error={me.error} onRetry={() => void me.refetch()} /> : null}
      {me.data && !isAdmin ? <p><Trans>Only the clinic administrator sets the doctors' hours and days off.</Trans></p> : null}
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {isAdmin && list.isPending ? <Spinner label={t`Loading`} /> : null}
      {list.data && doctors.length === 0 ? <p className={s.muted}><Trans>No doctors practise at this clinic yet.</Trans></p> : null}
      {list.data && doctors.length > 0 ? (
        <>
          <section className={s.card} aria-labelledby="weekly-hours">
            <h2 id="weekly-hours" className={s.name}><Trans>Weekly hours, fee and discount</Trans></h2>
            <Select label={t`Doctor`} name="hoursDoctor" value={hoursDoctor} onChange={(v) => setHoursDoctorId(v)} options={doctorOptions} />
            <WeeklyHoursSection uid={uid} doctorId={hoursDoctor} />
          </section>
          <section className={s.card} aria-labelledby="day-off-add">
            <h2 id="day-off-add" className={s.name}><Trans>Add a day off</Trans></h2>
            <p className={s.muted}><Trans>Patients can no longer book the doctor's free times on that day. Appointments already on it stay: propose another time to each.</Trans></p>
            <Select label={t`Doctor`} name="dayOffDoctor" value={chosenDoctor} onChange={(v) => setDoctorId(v)} options={doctorOptions} />
            <Calendar label={t`Day off`} value={date} onChange={setDate} timeZone={ZONE} />
            <p className={s.muted} aria-live="polite">{date ? t`Chosen: ${day(date)}` : t`Choose a day.`}</p>
            <div><Button disabled={!date} loading={add.isPending} onClick={submit}><Trans>Add the day off</Trans></Button></div>
          </section>
          {affected.length > 0 && me.data ? (
            <section aria-labelledby="day-off-affected">
              <h2 id="day-off-affected" className={s.name}><Trans>Appointments on that day</Trans></h2>
              <ul className={s.list}>
                {affected.map((a) => <li key={a.id}><AppointmentCard uid={uid} role={me.data.role} appointment={a} /></li>)}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="day-off-list">
            <h2 id="day-off-list" className={s.name}><Trans>Days off ahead</Trans></h2>
            {list.data.days.length === 0 ? <p className={s.muted}><Trans>No days off ahead.</Trans></p> : (
              <table className={s.table}>
                <thead>
                  <tr>
                    <th className={s.cell} scope="col"><Trans>Doctor</Trans></th>
                    <th className={s.cell} scope="col"><Trans>Day</Trans></th>
                    <th className={s.cell} scope="col"><Trans>Times taken off</Trans></th>
                    <th className={s.cell} scope="col"><span className={s.muted}><Trans>Action</Trans></span></th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.days.map((d) => (
                    <tr key={`${d.doctor.id}-${d.date}`} data-day-off={d.date} data-doctor={d.doctor.id}>
                      <td className={s.cell}>{t`Dr.`} {d.doctor.name}</td>
                      <td className={s.cell}>{day(d.date)}</td>
                      <td className={s.cell}>{i18n.number(d.blockedSlots)}</td>
                      <td className={s.cell}>
                        <Button size="sm" variant="outline" loading={remove.isPending}
                          onClick={() => remove.mutate({ doctorId: d.doctor.id, date: d.date }, { onSuccess: (res) => toast.success(res.message), onError: (err) => toast.error(errorText(err)) })}>
                          <Trans>Remove</Trans>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      ) : null}
    </ConsoleLayout>
  );
}
