// The in-app install offer: Chrome/Android's own prompt when the browser offers one, or the
// "Share → Add to Home Screen" steps on iOS Safari, from the patient's second visit on (install.ts).
// Dismissed once, it stays away. Rendered (and loaded) only when useInstallOffer() says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/Button/Button';
import { useInstallPrompt } from '../install-event';
import { dismissInstall, promptInstall } from '../install-actions';
import * as styles from '../offline.css';

export function InstallPrompt() {
  const { t } = useLingui();
  const event = useInstallPrompt();
  return (
    <section className={styles.install} aria-label={t`Install Swasthya`}>
      {event ? (
        <p className={styles.installText}>
          <Trans>Install Swasthya on this phone: it opens faster and works offline.</Trans>
        </p>
      ) : (
        <p className={styles.installText}>
          <Trans>To install Swasthya, tap Share, then Add to Home Screen.</Trans>
        </p>
      )}
      <div className={styles.installActions}>
        {event ? (
          <Button onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => dismissInstall()}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
}

/** For React.lazy (a default export spares the first screen the mapping). */
/** @alias React.lazy loads the default export; the named one is for static imports. */
export default InstallPrompt;
