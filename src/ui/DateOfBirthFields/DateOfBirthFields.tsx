// Date of birth as year, month and day, chosen in Bikram Sambat (as on a Nepali citizenship
// certificate: the default in Nepali) or in AD. The form's value is always the AD date; in BS the
// choice is kept here until it is a whole date, then converted. Section 5's rules hold in both:
// no future day, months of this year up to this one, days up to today in this month. The profile's
// date of birth (required) and a family member's (optional).
import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  BS_MIN_YEAR, adToBs, bsDaysInMonth, bsToAd, devanagari, formatBs, parseBsDate, type BsDate,
} from '@contracts/bikram-sambat';
import { TextInput } from '../TextInput/TextInput';
import { dayChoices, monthChoices, yearChoices, MIN_YEAR } from '../date-picker/choices';
import { CalendarKindSwitch } from '../Calendar/CalendarKindSwitch';
import { BS, defaultCalendar, type CalendarKind } from '../Calendar/systems';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/i18n';
import { Select, type SelectOption } from '../Select/Select';
import * as s from '@/styles/form.css';

export type DateParts = { year: string; month: string; day: string };

type Props = {
  value: DateParts;
  onChange: (next: DateParts) => void;
  /** Today, the upper bound of the choices. */
  now: Date;
  error?: string | undefined;
  /** Not required (a family member's): labelled so, without the required mark. */
  optional?: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');
const EMPTY: DateParts = { year: '', month: '', day: '' };

function isoOf(parts: DateParts): string | null {
  return parts.year && parts.month && parts.day ? `${parts.year}-${parts.month}-${parts.day}` : null;
}

/** The BS form of an AD date, or null when it is outside the converter's years (before 1944). */
function bsPartsOf(parts: DateParts): DateParts | null {
  const iso = isoOf(parts);
  if (!iso) return EMPTY;
  try {
    const bs = adToBs(iso);
    return { year: String(bs.year), month: pad(bs.month), day: pad(bs.day) };
  } catch {
    return null;
  }
}

const localIso = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** BS choices under section 5's rules: years back to 2000 BS, nothing after today. */
export function bsChoices(parts: DateParts, now: Date) {
  const today = adToBs(localIso(now));
  const years = yearChoices(today.year, BS_MIN_YEAR);
  const year = Number(parts.year);
  const monthCount = year === today.year ? today.month : 12;
  const months = Array.from({ length: monthCount }, (_, i) => i + 1);
  const month = Number(parts.month);
  const dayCount = year && month ? (year === today.year && month === today.month ? today.day : bsDaysInMonth(year, month)) : 32;
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);
  return { years, months, days };
}

export function DateOfBirthFields({ value, onChange, now, error, optional = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const digits = useCallback((n: number) => (locale === 'ne' ? devanagari(n) : String(n)), [locale]);
  // BS needs a date the converter knows (from 1944): older ones are chosen in AD.
  const [kind, setKind] = useState<CalendarKind>(() => (bsPartsOf(value) ? defaultCalendar(locale) : 'ad'));
  const [bs, setBs] = useState<DateParts>(() => bsPartsOf(value) ?? EMPTY);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  // ── AD ──
  const adYears = useMemo(() => yearChoices(now.getFullYear(), MIN_YEAR).map((y) => ({ value: String(y), label: digits(y) })), [now, digits]);
  const adMonths = monthChoices(value.year, now, locale);
  const adDays = (value.year && value.month ? dayChoices(value.year, value.month, now) : dayChoices(2000, value.month || 1, now))
    .map((d) => ({ value: d, label: digits(Number(d)) }));
  const setAd = (key: keyof DateParts) => (v: string) => {
    const next = { ...value, [key]: v };
    // Keep the date valid against the date-picker rules when year or month changes.
    if ((key === 'year' || key === 'month') && next.year) {
      if (next.month && !monthChoices(next.year, now).some((m) => m.value === next.month)) next.month = '';
      if (next.day && !dayChoices(next.year, next.month, now).includes(next.day)) next.day = '';
    }
    onChange(next);
  };

  // ── BS ──
  const choices = bsChoices(bs, now);
  const bsYears: SelectOption[] = choices.years.map((y) => ({ value: String(y), label: digits(y) }));
  const bsMonths: SelectOption[] = choices.months.map((m) => ({ value: pad(m), label: BS.monthName(m, locale) }));
  const bsDays: SelectOption[] = choices.days.map((d) => ({ value: pad(d), label: digits(d) }));
  const applyBs = (next: DateParts) => {
    const { months, days } = bsChoices(next, now);
    if (next.month && !months.includes(Number(next.month))) next = { ...next, month: '', day: '' };
    if (next.day && !days.includes(Number(next.day))) next = { ...next, day: '' };
    setBs(next);
    const whole = next.year && next.month && next.day;
    if (!whole) return onChange(EMPTY);
    const ad = bsToAd({ year: Number(next.year), month: Number(next.month), day: Number(next.day) });
    const [year, month, day] = ad.split('-') as [string, string, string];
    onChange({ year, month, day });
  };
  const setBsPart = (key: keyof DateParts) => (v: string) => applyBs({ ...bs, [key]: v });

  const onTyped = (text: string) => {
    setTyped(text);
    if (!text.trim()) return setTypedError(null);
    const date: BsDate | null = parseBsDate(text);
    const { years } = bsChoices(EMPTY, now);
    if (!date || date.year > years[0]! || bsToAd(date) > localIso(now)) {
      setTypedError(t`Type the date as year-month-day, e.g. 2047-05-12.`);
      return;
    }
    setTypedError(null);
    applyBs({ year: String(date.year), month: pad(date.month), day: pad(date.day) });
  };

  const switchKind = (next: CalendarKind) => {
    if (next === 'bs') {
      const converted = bsPartsOf(value);
      if (!converted) return;
      setBs(converted);
    }
    setKind(next);
  };

  // The same date in the other calendar, to check against a document.
  const iso = isoOf(value);
  let other: string | null = null;
  if (iso) {
    try {
      other = kind === 'bs' ? formatDate(`${iso}T12:00:00Z`, { locale, timeZone: 'UTC' }) : formatBs(iso, locale);
    } catch {
      other = null;
    }
  }

  return (
    <fieldset className={s.field} data-field="dateOfBirth" data-calendar={kind} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={s.label}>
        {optional ? t`Date of birth (optional)` : <>{t`Date of birth`}<span className={s.requiredMark} aria-hidden="true">*</span></>}
      </legend>
      <CalendarKindSwitch value={kind} onChange={switchKind} />
      {kind === 'bs' ? (
        <>
          <div className={s.grid3}>
            <Select label={t`Year`} name="dobYear" value={bs.year} placeholder={t`Year`} options={bsYears} onChange={setBsPart('year')} />
            <Select label={t`Month`} name="dobMonth" value={bs.month} placeholder={t`Month`} options={bsMonths} onChange={setBsPart('month')} />
            <Select label={t`Day`} name="dobDay" value={bs.day} placeholder={t`Day`} options={bsDays} onChange={setBsPart('day')} />
          </div>
          <TextInput label={t`Or type it as on your certificate (BS)`} name="dobTyped" inputMode="numeric" autoComplete="off"
            placeholder={locale === 'ne' ? '२०४७-०५-१२' : '2047-05-12'} value={typed} error={typedError ?? undefined}
            onChange={(e) => onTyped(e.target.value)} />
        </>
      ) : (
        <div className={s.grid3}>
          <Select label={t`Year`} name="dobYear" value={value.year} placeholder={t`Year`} options={adYears} onChange={setAd('year')} />
          <Select label={t`Month`} name="dobMonth" value={value.month} placeholder={t`Month`} options={adMonths} onChange={setAd('month')} />
          <Select label={t`Day`} name="dobDay" value={value.day} placeholder={t`Day`} options={adDays} onChange={setAd('day')} />
        </div>
      )}
      {other ? <p className={s.hint} data-testid="dob-other-calendar">{kind === 'bs' ? t`AD: ${other}` : t`BS: ${other}`}</p> : null}
      {error ? <p className={s.fieldError} role="alert">{error}</p> : null}
    </fieldset>
  );
}
