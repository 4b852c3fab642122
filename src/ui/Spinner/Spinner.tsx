import { useLingui } from '@lingui/react/macro';
import * as styles from './Spinner.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type SpinnerSize = keyof typeof styles.size;

export type SpinnerProps = {
  size?: SpinnerSize;
  /**
   * Text announced to screen readers. When set, the spinner is a `role="status"` region;
   * when `decorative`, it is hidden from assistive technology (use inside a busy button).
   */
  label?: string;
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useLingui();
  const classes = [styles.root, styles.size[size], className].filter(Boolean).join(' ');
  const graphic = (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true" data-spinner="">
        {graphic}
      </span>
    );
  }
  return (
    <span className={classes} role="status" data-spinner="">
      {graphic}
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
    </span>
  );
}
