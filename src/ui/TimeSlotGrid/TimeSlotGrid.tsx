import { useLingui } from '@lingui/react/macro';
import type { SLOT_STATUSES, SlotType } from '@contracts/record-options';
import * as styles from './TimeSlotGrid.css';
import { intlLocale } from '../locale';
import { dateFormat } from '../intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type TimeSlot = {
  id: string;
  /** ISO instant. */
  startsAt: string;
  endsAt: string;
  status: (typeof SLOT_STATUSES)[number];
  appointmentType: SlotType;
};

export type TimeSlotGridProps = {
  slots: readonly TimeSlot[];
  /** IANA zone the times are shown in (the doctor's, Asia/Kathmandu). */
  timeZone: string;
  /** The current instant; slots starting before it are not selectable. Defaults to now. */
  now?: Date | string | number;
  selectedId?: string | null;
  onSelect: (slot: TimeSlot) => void;
  /** Accessible name of the group; defaults to the translated "Time slots". */
  label?: string;
  /** Show the appointment type under each time (default true). */
  showType?: boolean;
  className?: string;
};

/** A slot can be chosen only when it is available and has not started yet. */
export function isSlotSelectable(slot: TimeSlot, now: Date | string | number = Date.now()): boolean {
  const start = Date.parse(slot.startsAt);
  return slot.status === 'available' && Number.isFinite(start) && start >= new Date(now).getTime();
}

/** Time slots as toggle buttons; unavailable ones struck through and disabled. */
export function TimeSlotGrid({
  slots,
  timeZone,
  // oxlint-disable-next-line react/purity -- the clock is read each render on purpose (what is past is judged now); tests pass a fixed time
  now = Date.now(),
  selectedId = null,
  onSelect,
  label,
  showType = true,
  className,
}: TimeSlotGridProps) {
  const { t, i18n } = useLingui();

  if (slots.length === 0) {
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{t`No available time slots`}</p>;
  }

  const format = dateFormat(intlLocale(i18n.locale), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone,
  });
  const typeLabel: Record<SlotType, string> = {
    video: t`Video`,
    message: t`Message`,
    in_person: t`In person`,
  };
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label ?? t`Time slots`}>
      {sorted.map((slot) => {
        const selectable = isSlotSelectable(slot, now);
        const start = format.format(new Date(slot.startsAt));
        const end = format.format(new Date(slot.endsAt));
        const reason = slot.status === 'booked' ? t`booked` : t`unavailable`;
        return (
          <li key={slot.id}>
            <button
              type="button"
              className={styles.slot}
              data-slot-id={slot.id}
              disabled={!selectable}
              aria-disabled={!selectable || undefined}
              aria-pressed={selectable && slot.id === selectedId}
              onClick={() => selectable && onSelect(slot)}
            >
              <span className={styles.time}>
                {start}
                <VisuallyHidden>{` – ${end}`}</VisuallyHidden>
              </span>
              {showType ? <span className={styles.type}>{typeLabel[slot.appointmentType]}</span> : null}
              {selectable ? null : <VisuallyHidden>{`, ${reason}`}</VisuallyHidden>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
