import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/Button/Button';
import { Select } from '@/ui/Select/Select';
import { Spinner } from '@/ui/Spinner/Spinner';
import { TextInput } from '@/ui/TextInput/TextInput';
import { QueryError } from '@/ui/QueryError/QueryError';
import { toast } from '@/ui/toast';
import { asLocale, requestErrors, schemaErrors, type FieldErrors } from '@/lib/api/form';
import { formatClockTime, formatNumber, formatWeekday } from '@/lib/i18n/format';
import { SLOT_MINUTES, WeeklyHoursSchema, type WeeklyHours } from '@contracts/clinic-schedule';
import { useSaveWeeklyHours, weeklyHoursQuery } from '../api/schedule';
import { fieldOf, formFrom, newPeriod, timeChoices, toInput, WEEK, type HoursForm } from '../weekly-hours-form';
import * as s from './Console.css';
import * as w from './WeeklyHours.css';

/** A doctor's week at the clinic, slot length, fee and discount (clinic-admin). */
export function WeeklyHoursSection({ uid, doctorId }: { uid: string; doctorId: string }) {
  const { t } = useLingui();
  const query = useQuery({ ...weeklyHoursQuery(uid, doctorId), enabled: Boolean(doctorId) });
  if (!doctorId) return null;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spinner label={t`Loading`} />;
  return <WeeklyHoursForm key={doctorId} uid={uid} doctorId={doctorId} data={query.data} />;
}

function WeeklyHoursForm({ uid, doctorId, data }: { uid: string; doctorId: string; data: WeeklyHours }) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const [form, setForm] = useState<HoursForm>(() => formFrom(data));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveWeeklyHours(uid, doctorId);
  const times = timeChoices(form.days.flat().flatMap((p) => [p.start, p.end]));
  const timeOptions = times.map((v) => ({ value: v, label: formatClockTime(v, locale) }));
  const empty = form.days.every((d) => d.length === 0);
  const doctorName = data.doctor.name;

  const setDay = (day: number, periods: HoursForm['days'][number]) => setForm((f) => ({ ...f, days: f.days.map((d, i) => (i === day ? periods : d)) }));
  // After a change that removes or adds the focused control, focus moves to what takes its place.
  const focusLater = (selector: string) => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus());
  const focusFirstError = () => focusLater('[aria-invalid="true"]');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setOutcome(null);
    const { input, rows } = toInput(form);
    const found = schemaErrors(WeeklyHoursSchema, input, locale, fieldOf(rows));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    save.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.message);
        const added = formatNumber(res.data.added, locale);
        const outside = formatNumber(res.data.outsideHours, locale);
        setOutcome(res.data.outsideHours > 0
          ? t`${added} new times can be booked. ${outside} booked appointments are now outside these hours: they stay, and the front desk sees them in Today.`
          : t`${added} new times can be booked.`);
      },
      onError: (err) => {
        const r = requestErrors(err, fieldOf(rows));
        setErrors(r.fieldErrors);
        setFormError(r.formError);
        focusFirstError();
      },
    });
  };

  return (
    <form ref={formRef} className={s.form} noValidate onSubmit={onSubmit} aria-labelledby="hours-title" data-weekly-hours={doctorId}>
      <h3 id="hours-title" className={s.name}><Trans>Weekly hours of Dr. {doctorName}</Trans></h3>
      <p className={s.muted}><Trans>Patients can book the times inside these hours, one appointment after another. Appointments already booked stay where they are, even outside new hours.</Trans></p>
      {formError ? <p role="alert" className={s.alert}>{formError}</p> : null}
      {empty ? <p className={s.muted} data-testid="hours-empty"><Trans>No hours yet: patients cannot book this doctor at this clinic.</Trans></p> : null}
      {WEEK.map((day) => {
        const dayName = formatWeekday(day, locale);
        const periods = form.days[day] ?? [];
        return (
          <fieldset key={day} className={w.day} data-weekday={day}>
            <legend className={w.legend}>{dayName}</legend>
            {periods.length === 0 ? <p className={s.muted}><Trans>Closed</Trans></p> : null}
            {periods.map((p, i) => {
              const start = formatClockTime(p.start, locale);
              const end = formatClockTime(p.end, locale);
              const change = (part: 'start' | 'end') => (value: string) => setDay(day, periods.map((q) => (q.key === p.key ? { ...q, [part]: value } : q)));
              return (
                <div key={p.key} className={w.period}>
                  <Select label={t`From`} name={`d${day}.${i}.start`} value={p.start} options={timeOptions} onChange={change('start')} error={errors[`d${day}.${i}.start`]} />
                  <Select label={t`To`} name={`d${day}.${i}.end`} value={p.end} options={timeOptions} onChange={change('end')} error={errors[`d${day}.${i}.end`]} />
                  <Button variant="ghost" size="sm" className={w.remove} aria-label={t`Remove ${dayName} ${start} to ${end}`}
                    onClick={() => {
                      setDay(day, periods.filter((q) => q.key !== p.key));
                      focusLater(`button[data-add-period="${day}"]`);
                    }}>
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              );
            })}
            <div>
              <Button variant="outline" size="sm" data-add-period={day} aria-label={t`Add a period on ${dayName}`}
                onClick={() => {
                  setDay(day, [...periods, newPeriod(periods)]);
                  focusLater(`select[name="d${day}.${periods.length}.start"]`);
                }}>
                <Trans>Add a period</Trans>
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={w.money}>
        <Select label={t`Length of one appointment`} name="slotMinutes" value={form.slotMinutes} error={errors['slotMinutes']}
          options={SLOT_MINUTES.map((m) => {
            const count = formatNumber(m, locale);
            return { value: String(m), label: t`${count} minutes` };
          })}
          onChange={(v) => setForm((f) => ({ ...f, slotMinutes: v }))} />
        <TextInput label={t`Fee (Rs.)`} name="feeRupees" inputMode="numeric" autoComplete="off" value={form.fee} error={errors['feeRupees']}
          hint={t`Whole rupees; 0 for free.`} onChange={(e) => setForm((f) => ({ ...f, fee: e.target.value }))} />
        <TextInput label={t`Discount (%)`} name="discountPercent" inputMode="numeric" autoComplete="off" value={form.discount} error={errors['discountPercent']}
          hint={t`Taken off the fee of every new booking with this doctor.`} onChange={(e) => setForm((f) => ({ ...f, discount: e.target.value }))} />
      </div>
      <p className={s.muted} aria-live="polite" data-testid="hours-outcome">{outcome}</p>
      <div><Button type="submit" loading={save.isPending}><Trans>Save hours and fee</Trans></Button></div>
    </form>
  );
}
