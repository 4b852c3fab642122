import { useEffect, type ComponentProps, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { toastIdOf } from './toast';
import { useDocumentTheme } from './useDocumentTheme';

/**
 * The spec's toast numbers (section 9). They equal sonner's defaults, and are set here
 * explicitly so an upgrade cannot change them silently. The swipe that dismisses is the spec's 20 px:
 * sonner 2.0 fixes its own at 45 px, so a shorter swipe is caught here (`useShortSwipeDismiss`).
 */
export const TOASTER_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
  swipeDismissPx: 20,
} as const;

/**
 * A toast swiped at least 20 px towards the edge it sits on (right or down, bottom-right) is dismissed.
 * Sonner follows the finger and dismisses from 45 px; between 20 and 45 px it would spring back.
 */
function useShortSwipeDismiss(): void {
  useEffect(() => {
    let start: { x: number; y: number; toast: Element } | null = null;
    const down = (event: PointerEvent) => {
      const toast = event.target instanceof Element ? event.target.closest('[data-sonner-toast]') : null;
      start = toast ? { x: event.clientX, y: event.clientY, toast } : null;
    };
    const up = (event: PointerEvent) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      const { toast } = start;
      start = null;
      const swiped = Math.abs(dx) >= Math.abs(dy) ? dx : dy;
      if (swiped < TOASTER_DEFAULTS.swipeDismissPx) return;
      const id = toastIdOf(toast);
      if (id !== undefined) sonnerToast.dismiss(id);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, []);
}

export type ToasterProps = Omit<ComponentProps<typeof SonnerToaster>, 'theme'>;

/** App-wide toaster: spec defaults, translated labels, theme from `<html data-theme>`. */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const { t } = useLingui();
  const theme = useDocumentTheme();
  useShortSwipeDismiss();
  return (
    <SonnerToaster
      theme={theme}
      position={TOASTER_DEFAULTS.position}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      duration={TOASTER_DEFAULTS.duration}
      gap={TOASTER_DEFAULTS.gap}
      hotkey={[...TOASTER_DEFAULTS.hotkey]}
      containerAriaLabel={t`Notifications`}
      style={{ '--width': `${TOASTER_DEFAULTS.width}px`, ...style } as CSSProperties}
      toastOptions={{ closeButtonAriaLabel: t`Close notification`, ...toastOptions }}
      {...props}
    />
  );
}

// No `toast` here: the app's is `src/ui/toast.ts`, which also mounts this toaster. Sonner's own,
// called before anything mounted the toaster, shows nothing (a lab report upload was silent so).
