import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Button.css';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button while keeping its width. */
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
};

/** The design-system button. Renders `<button type="button">` unless another type is given. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  ...rest
}, ref) {
  const classes = [styles.base, styles.size[size], styles.variant[variant], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className={loading ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {iconStart ? <span className={styles.icon} aria-hidden="true">{iconStart}</span> : null}
        {children}
        {iconEnd ? <span className={styles.icon} aria-hidden="true">{iconEnd}</span> : null}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} decorative />
        </span>
      ) : null}
    </button>
  );
});
