import { useLayoutEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { OFFLINE_BANNER_HEIGHT_PROPERTY } from '../../../styles/sticky';
import { useOnline } from '../online';
import { OutboxStatus, useWaitingCount } from './OutboxStatus';
import * as styles from '../offline.css';

/**
 * 'You are offline' (and how many writes wait to be sent), announced politely. It stays on screen
 * while the page scrolls (sticky, above the top bar), and tells the shell its height so that the
 * sticky top bar and sidebar sit below it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingCount();
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(OFFLINE_BANNER_HEIGHT_PROPERTY, `${el.getBoundingClientRect().height}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return () => root.removeProperty(OFFLINE_BANNER_HEIGHT_PROPERTY);
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(OFFLINE_BANNER_HEIGHT_PROPERTY);
    };
  }, []);
  return (
    <div ref={region} className={styles.bannerRegion} role="status" aria-live="polite">
      {online && waiting === 0 ? null : (
        <p className={styles.banner} style={{ margin: 0 }}>
          {online ? null : <Trans>You are offline</Trans>}
          <OutboxStatus />
        </p>
      )}
    </div>
  );
}
