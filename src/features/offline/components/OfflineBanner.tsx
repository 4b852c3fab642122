import { Trans } from '@lingui/react/macro';
import { useOnline } from '../online';
import * as styles from '../offline.css';

/** 'You are offline', announced politely, while the browser has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.banner} style={{ margin: 0 }}>
          <Trans>You are offline</Trans>
        </p>
      )}
    </div>
  );
}
