import { useEffect, type RefObject } from 'react';

/**
 * Close a popup on a pointer press outside `ref`, on focus leaving it (Tab), and on Escape (which
 * returns focus to `returnFocus`, usually the button that opened it). Listens only while `open`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  ref: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !root.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, ref, returnFocus]);
}
