import { useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as styles from './Rating.css';
import { STAR_PATH } from './star';
import { clamp, RATING_MAX, RatingDisplay, type CommonProps, type RatingDisplayProps } from './RatingDisplay';

// The display alone (a list of doctors) is RatingDisplay.tsx: the input is only needed by the review form.
export { filledCells, type RatingDisplayProps } from './RatingDisplay';

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
