import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/offline/online';
import { OutboxStatus, useWaitingCount } from './OutboxStatus';
import * as styles from '../offline.css';

/**
 * 'You are offline' (and how many writes wait to be sent), announced politely. It stays on screen
 * while the page scrolls (its region is sticky, above the top bar, which moves down by its height).
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingCount();
  return (
    <div className={styles.bannerRegion} role="status" aria-live="polite">
      {online && waiting === 0 ? null : (
        <p className={styles.banner}>
          {online ? null : <Trans>You are offline</Trans>}
          <OutboxStatus />
        </p>
      )}
    </div>
  );
}
