import { useEffect, useRef } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogoMark } from '../../../ui/FullScreenLoader/Logo';
import { Preferences } from './Preferences';
import * as s from './AppLayout.css';

/** The page frame: skip link, header with the main links, the routed page, and a footer. */
export function AppLayout() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
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
      <header className={s.header}>
        <div className={s.headerInner}>
          <Link to="/" className={s.logo} aria-label={t`Swasthya, home`}>
            <LogoMark className={s.logoMark} />
            <span aria-hidden="true">Swasthya</span>
          </Link>
          <nav className={s.nav} aria-label={t`Main`}>
            <ul className={s.navList}>
              <li>
                <Link to="/find/doctors" className={s.navLink}>
                  <Trans>Find doctors</Trans>
                </Link>
              </li>
              <li>
                <Link to="/find/pharmacies" className={s.navLink}>
                  <Trans>Pharmacies</Trans>
                </Link>
              </li>
              <li>
                <Link to="/find/diagnostics" className={s.navLink}>
                  <Trans>Diagnostics</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <Link to="/signin" className={s.signIn}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={s.main}>
        <Outlet />
      </main>
      <footer className={s.footer}>
        <div className={s.footerInner}>
          <p>
            <Trans>© Swasthya. Care for every home in Nepal.</Trans>
          </p>
          <Preferences />
        </div>
      </footer>
    </div>
  );
}
