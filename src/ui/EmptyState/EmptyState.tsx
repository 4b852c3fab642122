import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  /** Decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  /** For example a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
};

/** "Nothing here yet" block: icon, title, message and an optional action. */
export function EmptyState({ icon, title, message, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root}>
      {icon ? <span className={styles.icon} aria-hidden="true">{icon}</span> : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
