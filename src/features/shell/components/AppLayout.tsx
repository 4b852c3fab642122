import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { AppLayoutProps } from '../types';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { Preferences } from './Preferences';
import { TopBar } from './TopBar';
import * as s from './AppLayout.css';
import * as side from './Sidebar.css';

// Large screens only: a phone's first screen does not download the sidebar (nor its menu groups).
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

/** The page frame: skip link, top bar, sidebar (large screens), the routed page, and a footer. */
export function AppLayout({ session, preferences, search, notifications }: AppLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hasSidebar = useMediaQuery(MEDIA.sidebar);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new page (as a full page load would).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={s.app}>
      <a className={s.skipLink} href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <TopBar pathname={pathname} session={session} preferences={preferences} search={search} notifications={notifications} />
      <div className={s.body}>
        {hasSidebar ? (
          // Holds the sidebar's width while its chunk loads, so the page does not move.
          <Suspense fallback={<aside className={`${side.sidebar} ${side.placeholder}`} aria-hidden="true" />}>
            <Sidebar pathname={pathname} signedIn={Boolean(session.user)} />
          </Suspense>
        ) : null}
        <div className={s.content}>
          <main id="main" ref={mainRef} tabIndex={-1} className={s.main}>
            <Outlet />
          </main>
          <footer className={s.footer}>
            <div className={s.footerInner}>
              <p>
                <Trans>© Swasthya. Care for every home in Nepal.</Trans>
              </p>
              <Preferences preferences={preferences} />
            </div>
          </footer>
        </div>
      </div>
    </div>
  );
}
