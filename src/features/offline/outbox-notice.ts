import { t } from '@lingui/core/macro';
import { toast } from '../../ui/toast';

/** What a screen says when a write has to wait for a connection (it is kept and sent later). */
export function announceWaiting(): void {
  toast.info(t`You are offline. This is saved on your phone and will be sent when you are back online.`);
}
