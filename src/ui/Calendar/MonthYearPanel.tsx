import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './Calendar.css';
import { compareMonth, type YearMonth } from './dates';
import type { CalendarSystem } from './systems';

export type PanelStage = 'year' | 'month';

type Props = {
  stage: PanelStage;
  years: number[];
  /** Year chosen in the year stage (month stage only). */
  year: number;
  view: YearMonth;
  min: YearMonth;
  max: YearMonth;
  /** The app locale ('en', 'ne'). */
  locale: string;
  system: CalendarSystem;
  onYear: (year: number) => void;
  onMonth: (month: number) => void;
  onEscape: () => void;
};

/** The open stages of the calendar's dropdown: first the year, then the month. */
export function MonthYearPanel({ stage, years, year, view, min, max, locale, system, onYear, onMonth, onEscape }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Move focus into the new stage: the current choice, else the first enabled option.
    const root = ref.current;
    const target = root?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)')
      ?? root?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [stage]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  const titleId = useId();

  return (
    <div ref={ref} className={styles.panel} onKeyDown={onKeyDown} data-panel={stage}>
      {stage === 'year' ? (
        <>
          <p className={styles.panelTitle}>{t`Choose a year`}</p>
          <ul className={styles.options} aria-label={t`Choose a year`}>
            {years.map((y) => (
              <li key={y}>
                <button type="button" className={styles.option} aria-pressed={y === view.year} onClick={() => onYear(y)}>
                  {system.number(y, locale)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className={styles.panelTitle} id={titleId}>
            {t`Choose a month`} · {system.number(year, locale)}
          </p>
          <ul className={styles.options} aria-labelledby={titleId}>
            {Array.from({ length: 12 }, (_, index) => {
              const month = index + 1;
              const candidate = { year, month };
              const disabled = compareMonth(candidate, min) < 0 || compareMonth(candidate, max) > 0;
              return (
                <li key={month}>
                  <button
                    type="button"
                    className={styles.option}
                    disabled={disabled}
                    aria-pressed={year === view.year && month === view.month}
                    onClick={() => onMonth(month)}
                  >
                    {system.monthName(month, locale)}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
