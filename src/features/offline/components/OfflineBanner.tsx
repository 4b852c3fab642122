import { Trans } from '@lingui/react/macro';
import { useOnline } from '../online';
import { OutboxStatus, useWaitingCount } from './OutboxStatus';
import * as styles from '../offline.css';

/** 'You are offline' (and how many writes wait to be sent), announced politely. */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingCount();
  return (
    <div role="status" aria-live="polite">
      {online && waiting === 0 ? null : (
        <p className={styles.banner} style={{ margin: 0 }}>
          {online ? null : <Trans>You are offline</Trans>}
          <OutboxStatus />
        </p>
      )}
    </div>
  );
}
