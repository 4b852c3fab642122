import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './Calendar.css';
import { addDays, compareMonth, isPlainDate, shiftMonth, todayIn, utcDate, weekday, type PlainDate, type YearMonth } from './dates';
import { MonthYearPanel } from './MonthYearPanel';
import { CalendarKindSwitch } from './CalendarKindSwitch';
import { adSpan, addMonthsIn, calendarSystem, defaultCalendar, monthTitle, monthWeeksIn, type CalendarKind } from './systems';
import { intlLocale } from '../locale';
import { dateFormat } from '../intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type CalendarStage = 'closed' | 'year' | 'month';

export type CalendarProps = {
  /** Selected day as 'YYYY-MM-DD', or null. */
  value: PlainDate | null;
  onChange: (date: PlainDate) => void;
  /** Today as 'YYYY-MM-DD' (tests); defaults to today in `timeZone`. */
  today?: PlainDate;
  /** Zone that decides "today" when `today` is not given. */
  timeZone?: string;
  /** Extra rule for unavailable days (past days are always disabled). */
  isDayDisabled?: (date: PlainDate) => boolean;
  /** Accessible name for the whole calendar, e.g. "Appointment date". */
  label?: string;
  className?: string;
  /** The calendar shown first (default: BS in Nepali, AD in English); the patient can switch. */
  initialCalendar?: CalendarKind;
};

const DEFAULT_ZONE = 'Asia/Kathmandu';
// 2023-01-01 was a Sunday: the weekday names are read from that week.
const FIRST_SUNDAY = '2023-01-01';

const CHEVRONS = { left: 'M15 6l-6 6 6 6', right: 'M9 6l6 6-6 6', down: 'M6 9l6 6 6-6', up: 'M6 15l6-6 6 6' };

function Chevron({ direction }: { direction: keyof typeof CHEVRONS }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={CHEVRONS[direction]} />
    </svg>
  );
}

/**
 * Appointment calendar, in AD or Bikram Sambat (BS): the current and the next year of that
 * calendar, past months and days disabled, weeks from Sunday, a month/year dropdown with stages
 * closed → year → month, and a keyboard-operable grid (arrows, Home/End, PageUp/PageDown,
 * Enter/Space). Values are AD dates whichever calendar is shown.
 */
export const Calendar = memo(function Calendar({
  value, onChange, today: todayProp, timeZone = DEFAULT_ZONE, isDayDisabled, label, className, initialCalendar,
}: CalendarProps) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const id = useId();
  const [kind, setKind] = useState<CalendarKind>(() => initialCalendar ?? defaultCalendar(i18n.locale));
  const system = calendarSystem(kind);
  const monthOf = system.monthOf;
  const today = todayProp ?? todayIn(timeZone);
  const min: YearMonth = monthOf(today);
  const max: YearMonth = { year: min.year + 1, month: 12 };
  const lastDay = system.dateOf(max, system.daysIn(max));
  const selected = isPlainDate(value) ? value : null;

  const inRange = (month: YearMonth) => compareMonth(month, min) >= 0 && compareMonth(month, max) <= 0;
  const initialView = selected && inRange(monthOf(selected)) ? monthOf(selected) : min;

  const [view, setView] = useState<YearMonth>(initialView);
  const [stage, setStage] = useState<CalendarStage>('closed');
  const [pendingYear, setPendingYear] = useState(view.year);
  const [focused, setFocused] = useState<PlainDate>(() => defaultFocus(initialView));
  const [previousValue, setPreviousValue] = useState(selected);
  if (selected !== previousValue) {
    // A value set from outside (e.g. a proposed reschedule date) brings its month into view.
    setPreviousValue(selected);
    if (selected && inRange(monthOf(selected)) && compareMonth(monthOf(selected), view) !== 0) {
      setView(monthOf(selected));
      setFocused(selected);
    }
  }
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  function defaultFocus(month: YearMonth): PlainDate {
    if (selected && compareMonth(monthOf(selected), month) === 0) return selected;
    if (compareMonth(monthOf(today), month) === 0) return today;
    return system.dateOf(month, 1);
  }

  const isDisabled = (date: PlainDate) => date < today || date > lastDay || Boolean(isDayDisabled?.(date));

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, view]);

  const goToMonth = (month: YearMonth) => {
    if (!inRange(month)) return;
    setView(month);
    setFocused(defaultFocus(month));
  };

  const focusDate = (date: PlainDate) => {
    const firstDay = system.dateOf(min, 1);
    const clamped = date < firstDay ? firstDay : date > lastDay ? lastDay : date;
    moveFocus.current = true;
    setFocused(clamped);
    const month = monthOf(clamped);
    if (compareMonth(month, view) !== 0) setView(month);
  };

  const choose = (date: PlainDate) => {
    if (isDisabled(date)) return;
    setFocused(date);
    onChange(date);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => PlainDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday(focused)),
      End: () => addDays(focused, 6 - weekday(focused)),
      PageUp: () => addMonthsIn(system, focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsIn(system, focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDate(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const closePanel = () => {
    setStage('closed');
    toggleRef.current?.focus();
  };

  const monthYear = monthTitle(system, view, i18n.locale);
  const span = kind === 'bs' ? adSpan(view, i18n.locale) : null;
  const fullDate = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  // In BS the day's name also gives the BS date: "Tuesday 24 November 2026, 8 Mangsir 2083".
  const dayLabel = (date: PlainDate) => {
    const ad = fullDate.format(utcDate(date));
    if (kind === 'ad') return ad;
    const { year, month } = monthOf(date);
    return `${system.number(system.dayOf(date), i18n.locale)} ${system.monthName(month, i18n.locale)} ${system.number(year, i18n.locale)}, ${ad}`;
  };
  const switchKind = (next: CalendarKind) => {
    setKind(next);
    // The month in view follows: the one of the chosen day, else of the day in focus.
    const nextSystem = calendarSystem(next);
    const month = nextSystem.monthOf(selected ?? focused);
    const nextMin = nextSystem.monthOf(today);
    setView(compareMonth(month, nextMin) < 0 ? nextMin : month);
    setStage('closed');
  };
  const weekdayShort = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const week = Array.from({ length: 7 }, (_, index) => utcDate(addDays(FIRST_SUNDAY, index)));
  const headingId = `${id}-heading`;

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
      data-stage={stage}
      data-calendar={kind}
    >
      <CalendarKindSwitch value={kind} onChange={switchKind} />
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t`Previous month`}
          disabled={stage !== 'closed' || compareMonth(view, min) <= 0}
          onClick={() => goToMonth(shiftMonth(view, -1))}
        >
          <Chevron direction="left" />
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={styles.stageToggle}
          aria-expanded={stage !== 'closed'}
          aria-describedby={`${id}-toggle-hint`}
          onClick={() => {
            if (stage === 'closed') {
              setPendingYear(view.year);
              setStage('year');
            } else {
              setStage('closed');
            }
          }}
        >
          <span id={headingId} className={styles.title}>
            {monthYear}
            {span ? (
              <span className={styles.titleSpan}>
                <VisuallyHidden>, </VisuallyHidden>
                {span}
              </span>
            ) : null}
          </span>
          <Chevron direction={stage === 'closed' ? 'down' : 'up'} />
        </button>
        <VisuallyHidden id={`${id}-toggle-hint`}>{t`Choose month and year`}</VisuallyHidden>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t`Next month`}
          disabled={stage !== 'closed' || compareMonth(view, max) >= 0}
          onClick={() => goToMonth(shiftMonth(view, 1))}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <VisuallyHidden aria-live="polite">{monthYear}</VisuallyHidden>

      {stage === 'closed' ? (
        <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {week.map((date) => (
                <th key={date.toISOString()} scope="col" role="columnheader" abbr={weekdayLong.format(date)} className={styles.weekday}>
                  <span aria-hidden="true">{weekdayShort.format(date)}</span>
                  <VisuallyHidden>{weekdayLong.format(date)}</VisuallyHidden>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeksIn(system, view).map((days, row) => (
              <tr key={row}>
                {days.map((date, col) =>
                  date ? (
                    <td
                      key={date}
                      role="gridcell"
                      className={styles.day}
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={dayLabel(date)}
                      aria-selected={date === selected}
                      aria-disabled={isDisabled(date) || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => choose(date)}
                      onFocus={() => setFocused(date)}
                    >
                      {system.number(system.dayOf(date), i18n.locale)}
                    </td>
                  ) : (
                    <td key={`empty-${col}`} role="gridcell" className={styles.cell} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <MonthYearPanel
          stage={stage}
          years={[min.year, max.year]}
          year={pendingYear}
          view={view}
          min={min}
          max={max}
          locale={i18n.locale}
          system={system}
          onYear={(year) => {
            setPendingYear(year);
            setStage('month');
          }}
          onMonth={(month) => {
            goToMonth({ year: pendingYear, month });
            closePanel();
          }}
          onEscape={closePanel}
        />
      )}
    </div>
  );
});
