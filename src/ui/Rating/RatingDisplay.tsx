// Five stars, read-only (halves allowed): what lists and profiles show. The review form's input is
// Rating.tsx (`<Rating mode="input">`), loaded with the form only.
import { useLingui } from '@lingui/react/macro';
import * as styles from './Rating.css';
import { intlLocale } from '../locale';
import { numberFormat } from '../intl';
import { STAR_CELL_UNITS } from './star';

export const RATING_MAX = 5;
/** The star's share of its cell in the row (the rest is the gap to the next star). */
const STAR_SHARE_OF_CELL = 24 / STAR_CELL_UNITS;

export type CommonProps = {
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

export const clamp = (value: number) => Math.min(RATING_MAX, Math.max(0, Number.isFinite(value) ? value : 0));

/** The filled part of the row, in stars: whole stars plus half a star's width (a cell is star + gap). */
export function filledCells(halves: number): number {
  const whole = Math.floor(halves);
  return whole + (halves > whole ? STAR_SHARE_OF_CELL / 2 : 0);
}

/**
 * Five stars drawn by two elements (the row, and its filled part over it; the star is a CSS mask):
 * a list of twenty doctors drew 700 star elements, a tenth of what a slow phone spent rendering it.
 */
export function RatingDisplay({ value, showValue = false, size = 'md', className }: RatingDisplayProps) {
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
