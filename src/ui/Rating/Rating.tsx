import { useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as styles from './Rating.css';
import { intlLocale } from '../locale';
import { numberFormat } from '../intl';
import { STAR_CELL_UNITS, STAR_PATH } from './star';

export const RATING_MAX = 5;
/** The star's share of its cell in the row (the rest is the gap to the next star). */
const STAR_SHARE_OF_CELL = 24 / STAR_CELL_UNITS;

type CommonProps = {
  size?: keyof typeof styles.starSize;
  className?: string;
};

export type RatingDisplayProps = CommonProps & {
  mode?: 'display';
  /** 0–5; shown to the nearest half star and announced with one decimal. */
  value: number;
  /** Also print the number next to the stars. */
  showValue?: boolean;
};

export type RatingInputProps = CommonProps & {
  mode: 'input';
  /** 0 (nothing chosen) or 1–5. */
  value: number;
  onChange: (value: number) => void;
  /** Name of the radio group (defaults to a generated one). */
  name?: string;
  /** Accessible label of the group, unless `aria-labelledby` is given. */
  label?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  disabled?: boolean;
  required?: boolean;
};

export type RatingProps = RatingDisplayProps | RatingInputProps;

function StarSvg({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={STAR_PATH} />
    </svg>
  );
}

const clamp = (value: number) => Math.min(RATING_MAX, Math.max(0, Number.isFinite(value) ? value : 0));

/** The filled part of the row, in stars: whole stars plus half a star's width (a cell is star + gap). */
export function filledCells(halves: number): number {
  const whole = Math.floor(halves);
  return whole + (halves > whole ? STAR_SHARE_OF_CELL / 2 : 0);
}

/**
 * Five stars drawn by two elements (the row, and its filled part over it; the star is a CSS mask):
 * a list of twenty doctors drew 700 star elements, a tenth of what a slow phone spent rendering it.
 */
function RatingDisplay({ value, showValue = false, size = 'md', className }: RatingDisplayProps) {
  const { t, i18n } = useLingui();
  const rating = clamp(value);
  const halves = Math.round(rating * 2) / 2;
  const formatted = numberFormat(intlLocale(i18n.locale), { maximumFractionDigits: 1 }).format(rating);
  const max = numberFormat(intlLocale(i18n.locale)).format(RATING_MAX);
  const label = t`Rated ${formatted} out of ${max}`;
  return (
    <span className={[styles.display, className].filter(Boolean).join(' ')}>
      <span role="img" aria-label={label} className={`${styles.stars} ${styles.starSize[size]}`} data-stars={halves}>
        {halves > 0 ? <span className={styles.starsFilled} style={{ width: `calc(${filledCells(halves)} * ${styles.cellVar})` }} /> : null}
      </span>
      {showValue ? <span className={styles.valueText} aria-hidden="true">{formatted}</span> : null}
    </span>
  );
}

function RatingInput({
  value,
  onChange,
  name,
  label,
  disabled = false,
  required = false,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: RatingInputProps) {
  const { t } = useLingui();
  const generated = useId();
  const groupName = name ?? `rating-${generated}`;
  const [hover, setHover] = useState(0);
  const current = clamp(Math.round(value));
  const shown = hover || current;

  const focusOption = (group: HTMLElement, option: number) => {
    group.querySelector<HTMLInputElement>(`input[value="${option}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = event.target as HTMLInputElement;
    const from = Number(target.value) || current || 0;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = from >= RATING_MAX ? 1 : from + 1;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = from <= 1 ? RATING_MAX : from - 1;
        break;
      case 'Home':
        next = 1;
        break;
      case 'End':
        next = RATING_MAX;
        break;
      default:
        return;
    }
    // We move the selection ourselves (same result as the native radio behaviour, and
    // Home/End as well).
    event.preventDefault();
    onChange(next);
    focusOption(event.currentTarget, next);
  };

  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      className={[styles.group, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHover(0)}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const option = index + 1;
        const optionLabel = t({ message: plural(option, { one: '# star', other: '# stars' }) });
        return (
          <label
            key={option}
            className={[styles.option, option <= shown && styles.optionOn, disabled && styles.optionDisabled]
              .filter(Boolean)
              .join(' ')}
            onMouseEnter={() => !disabled && setHover(option)}
          >
            <input
              type="radio"
              className={styles.radio}
              name={groupName}
              value={option}
              checked={current === option}
              disabled={disabled}
              required={required}
              aria-label={optionLabel}
              onChange={() => onChange(option)}
            />
            <span className={styles.optionStar}>
              <StarSvg />
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Five-star rating: read-only display (halves allowed) or a 1–5 radio group input. */
export function Rating(props: RatingProps) {
  return props.mode === 'input' ? <RatingInput {...props} /> : <RatingDisplay {...props} />;
}
