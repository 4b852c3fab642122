// The weekly hours form's state: a list of periods per weekday (Sunday first), the slot length, the
// fee and the discount as typed; turned into the shared contract's body, and its field paths
// ('hours.3.end') back into the form's rows.
import { latinDigits } from '@contracts/digits';
import type { WeeklyHours, WeeklyHoursInput } from '@contracts/clinic-schedule';

export type Period = { key: string; start: string; end: string };
export type HoursForm = { days: Period[][]; slotMinutes: string; fee: string; discount: string };

let counter = 0;
const key = () => `p${++counter}`;

export const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

export function formFrom(data: WeeklyHours): HoursForm {
  return {
    days: WEEK.map((d) => data.hours.filter((h) => h.weekday === d).map((h) => ({ key: key(), start: h.start, end: h.end }))),
    slotMinutes: String(data.slotMinutes ?? 15),
    fee: String(data.feeRupees),
    discount: String(data.discountPercent),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every quarter hour of the day, and any time already set that is not on one. */
export function timeChoices(extra: readonly string[] = []): string[] {
  const all = new Set(Array.from({ length: 96 }, (_, i) => clock(i * 15)));
  for (const t of extra) if (t) all.add(t);
  return [...all].sort();
}

/** A new period: 10:00–17:00 on an empty day, else two hours an hour after the day's last one. */
export function newPeriod(day: readonly Period[]): Period {
  const last = day.at(-1);
  if (!last) return { key: key(), start: '10:00', end: '17:00' };
  const start = Math.min(minutes(last.end) + 60, 23 * 60);
  return { key: key(), start: clock(start), end: clock(Math.min(start + 120, 23 * 60 + 45)) };
}

/** A whole number typed in either script, or NaN (empty, decimals, letters). */
const whole = (text: string) => {
  const t = latinDigits(text.trim()).replace(/,/g, '');
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** The contract's body, and where each period of it sits in the form. */
export function toInput(form: HoursForm): { input: WeeklyHoursInput; rows: { day: number; index: number }[] } {
  const rows: { day: number; index: number }[] = [];
  const hours: WeeklyHoursInput['hours'] = [];
  form.days.forEach((periods, day) => periods.forEach((p, index) => {
    rows.push({ day, index });
    hours.push({ weekday: day, start: p.start, end: p.end });
  }));
  return {
    input: {
      hours,
      slotMinutes: Number(form.slotMinutes) as WeeklyHoursInput['slotMinutes'],
      feeRupees: whole(form.fee),
      discountPercent: whole(form.discount),
    },
    rows,
  };
}

/** The form's field for a contract path: 'hours.3.end' → 'd2.1.end' (day 2, its second period). */
export function fieldOf(rows: readonly { day: number; index: number }[]) {
  return (path: string): string | null => {
    const m = /^hours\.(\d+)\.(start|end|weekday)$/.exec(path);
    if (m) {
      const row = rows[Number(m[1])];
      return row ? `d${row.day}.${row.index}.${m[2] === 'end' ? 'end' : 'start'}` : null;
    }
    return ['slotMinutes', 'feeRupees', 'discountPercent', 'hours'].includes(path) ? path : null;
  };
}
