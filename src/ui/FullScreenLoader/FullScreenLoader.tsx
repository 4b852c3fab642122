import { useLingui } from '@lingui/react/macro';
import * as styles from './FullScreenLoader.css';
import { LogoMark } from './Logo';
import { Spinner } from '../Spinner/Spinner';

export type FullScreenLoaderProps = {
  /** Announced (and shown) text; defaults to the translated "Loading…". */
  label?: string;
};

/** Full-screen loading state with the logo and a spinner; a polite live status. */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading…`;
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <div className={styles.logo}>
        <LogoMark className={styles.mark} />
        <span className={styles.wordmark} aria-hidden="true">Swasthya</span>
      </div>
      <Spinner size="lg" decorative />
      <p className={styles.label}>{text}</p>
    </div>
  );
}
