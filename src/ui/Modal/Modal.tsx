import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent, useLayoutEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './Modal.css';
import { lockBodyScroll } from './scroll-lock';
import { useLatest } from '@/lib/hooks/use-latest';

export type ModalProps = {
  open: boolean;
  /** Called when the user asks to close (close button, Esc, backdrop click). */
  onClose: () => void;
  title: ReactNode;
  /** The body. */
  children?: ReactNode;
  footer?: ReactNode;
  /** Disables every way of closing from inside the modal (Esc, backdrop, close button). */
  closeDisabled?: boolean;
  hideCloseButton?: boolean;
  size?: keyof typeof styles.size;
  /**
   * Element to focus when the modal opens. Without it, an element marked `data-autofocus`,
   * else the platform's choice (the first focusable element). React's `autoFocus` does not
   * work here: it runs before the dialog is shown.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  'aria-describedby'?: string;
};

const TABBABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]',
  '[contenteditable]:not([contenteditable="false"])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden]') && el.tabIndex >= 0,
  );
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Modal dialog on the native `<dialog>` opened with `showModal()`: the page behind is inert,
 * Esc and the backdrop close it unless `closeDisabled`, page scroll is locked while open,
 * Tab wraps inside it and focus goes back to the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeDisabled = false,
  hideCloseButton = false,
  size = 'md',
  initialFocusRef,
  className,
  'aria-describedby': describedBy,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const wantOpen = useRef(false);
  const pointerDownOnBackdrop = useRef<boolean | null>(null);
  const latest = useLatest({ onClose, closeDisabled, initialFocusRef });

  // Before the browser paints: the dialog is open, and focused, by the time the next key arrives.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    wantOpen.current = true;
    if (!dialog.open) dialog.showModal();
    const initial = latest.current.initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
    initial?.focus();
    const unlock = lockBodyScroll();
    return () => {
      wantOpen.current = false;
      unlock();
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, latest]);

  const requestClose = () => {
    if (latest.current.closeDisabled) return;
    latest.current.onClose();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc or the Android back gesture: we stay in control of `open`.
    event.preventDefault();
    requestClose();
  };

  const handleNativeClose = () => {
    // The platform closed the dialog although we still want it open (for instance a forced
    // close request). Re-open when closing is disabled, otherwise tell the owner.
    if (!wantOpen.current) return;
    const dialog = dialogRef.current;
    if (latest.current.closeDisabled) {
      if (dialog && !dialog.open) dialog.showModal();
    } else {
      latest.current.onClose();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than through `cancel`: Chrome ignores preventDefault() on a second
      // `cancel` without user activation, which would let Esc close a closeDisabled modal.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A press that started inside the box and ended outside it (text selection) is not a
    // backdrop click.
    const startedOnBackdrop = pointerDownOnBackdrop.current;
    pointerDownOnBackdrop.current = null;
    if (event.target !== event.currentTarget || startedOnBackdrop === false) return;
    requestClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles.size[size], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      {open ? (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>{title}</h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                className={styles.close}
                aria-label={t`Close`}
                onClick={requestClose}
                disabled={closeDisabled}
              >
                <CloseIcon />
              </button>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
