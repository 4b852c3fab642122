// A disclosure popup (the shell's menus and panels): opened and closed by its button; closed by a
// press outside it, by focus leaving it and by Escape (focus back to the button): useDismiss.
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/** `root` is the ref of the popup's root element; spread `button` on the button that opens and closes it. */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, buttonRef);
  return { open, close, root, button: { ref: buttonRef, 'aria-expanded': open, onClick: () => setOpen(!open) } };
}
