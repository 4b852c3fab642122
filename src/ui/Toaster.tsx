import type { ComponentProps, CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTheme } from './useDocumentTheme';

/**
 * The spec's toast numbers (section 9). They equal sonner's defaults, and are set here
 * explicitly so an upgrade cannot change them silently. The swipe-dismiss threshold is not
 * configurable in sonner 2.0 (fixed at 45 px internally).
 */
export const TOASTER_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

export type ToasterProps = Omit<ComponentProps<typeof SonnerToaster>, 'theme'>;

/** App-wide toaster: spec defaults, translated labels, theme from `<html data-theme>`. */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const { t } = useLingui();
  const theme = useDocumentTheme();
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

/** `toast`, `toast.success`, `.info`, `.warning`, `.error`, `.loading`, `.promise`, `.dismiss`. */
export { toast };
