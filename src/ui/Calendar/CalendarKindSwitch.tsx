import { useLingui } from '@lingui/react/macro';
import * as styles from './Calendar.css';
import { CALENDAR_KINDS, type CalendarKind } from './systems';

/** BS | AD: which calendar the dates are chosen in (the value stays an AD date). */
export function CalendarKindSwitch({ value, onChange }: { value: CalendarKind; onChange: (kind: CalendarKind) => void }) {
  const { t } = useLingui();
  const names: Record<CalendarKind, { short: string; long: string }> = {
    bs: { short: t`BS`, long: t`Bikram Sambat (BS)` },
    ad: { short: t`AD`, long: t`Gregorian (AD)` },
  };
  return (
    <div className={styles.kindSwitch} role="group" aria-label={t`Calendar`}>
      {CALENDAR_KINDS.map((kind) => (
        <button key={kind} type="button" className={styles.kindButton} aria-pressed={value === kind}
          aria-label={names[kind].long} title={names[kind].long} data-calendar-kind={kind} onClick={() => onChange(kind)}>
          {names[kind].short}
        </button>
      ))}
    </div>
  );
}
