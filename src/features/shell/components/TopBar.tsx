import type { NotificationsSlot } from '../types';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogoMark } from '@/ui/FullScreenLoader/Logo';
import type { ShellPreferenceActions, ShellSession } from '../types';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { MobileMenu } from './MobileMenu';
import * as s from './TopBar.css';

const AUTH_PAGES = /^\/(?:signin|signup|forgot-password|action)(?:\/|$)/i;

const AccountArea = lazy(() => import('./AccountArea'));
// Wide screens only (a phone finds the types in its menu).
const ProfessionalTypeMenu = lazy(() => import('./ProfessionalTypeMenu').then((m) => ({ default: m.ProfessionalTypeMenu })));

type Props = {
  pathname: string;
  session: ShellSession;
  preferences: ShellPreferenceActions;
  search: ReactNode;
  notifications?: NotificationsSlot;
};

/**
 * The top bar (spec 2): menu button (small screens), logo, professional-type selector, search box,
 * and either the notification bell with the avatar menu (signed in) or Login and Sign Up.
 */
export function TopBar({ pathname, session, preferences, search, notifications }: Props) {
  const { t } = useLingui();
  const hasSidebar = useMediaQuery(MEDIA.sidebar);
  const wideBar = useMediaQuery(MEDIA.wideBar);
  const { user, loading, signOut } = session;
  // Signing in from a page brings the patient back to it (the landing page leads on to /home).
  const href = useRouterState({ select: (state) => state.location.href });
  const redirect = pathname === '/' || AUTH_PAGES.test(pathname) ? undefined : href;
  const placeholder = <span className={s.accountPlaceholder} aria-hidden="true" />;

  return (
    <header className={s.header}>
      <div className={s.bar}>
        {hasSidebar ? null : <MobileMenu pathname={pathname} signedIn={Boolean(user)} chooseLanguage={preferences.chooseLanguage} />}
        <Link to="/" className={s.logo} aria-label={t`Swasthya, home`} activeOptions={{ exact: true, includeSearch: false }}>
          <LogoMark className={s.logoMark} />
          <span className={s.logoText} aria-hidden="true">
            Swasthya
          </span>
        </Link>
        {wideBar ? (
          <Suspense fallback={<span className={s.typePlaceholder} aria-hidden="true" />}>
            <ProfessionalTypeMenu pathname={pathname} />
          </Suspense>
        ) : null}
        <div className={s.searchSlot}>{search}</div>
        <div className={s.actions}>
          {loading ? (
            placeholder
          ) : user ? (
            <Suspense fallback={placeholder}>
              <AccountArea user={user} preferences={preferences} signOut={signOut} notifications={notifications} />
            </Suspense>
          ) : (
            <>
              <Link to="/signin" search={redirect ? { redirect } : {}} className={s.login}>
                <Trans>Login</Trans>
              </Link>
              <Link to="/signUp" search={redirect ? { redirect } : {}} className={s.signUp}>
                <Trans>Sign Up</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
