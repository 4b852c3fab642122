import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export type SkeletonProps = {
  variant?: keyof typeof styles.shape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For `text`: number of lines (the last one shorter). */
  lines?: number;
  className?: string;
};

/**
 * Placeholder shape with a shimmer (static under prefers-reduced-motion). Hidden from
 * assistive technology: announce loading on the region (aria-busy) or with a Spinner.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const classes = [styles.base, styles.shape[variant], className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={classes} style={{ width: index === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return <span className={classes} style={{ width, height }} aria-hidden="true" data-skeleton="" />;
}
