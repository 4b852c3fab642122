import { t } from '@lingui/core/macro';
import { onlineManager } from '@tanstack/react-query';
import { toast } from './toast';

/** What a screen says when a write has to wait (it is kept and sent later): offline, or the server not answering yet. */
export function announceWaiting(): void {
  toast.info(
    onlineManager.isOnline()
      ? t`Not sent yet: this is saved on your phone and will be sent as soon as possible.`
      : t`You are offline. This is saved on your phone and will be sent when you are back online.`,
  );
}
