import { useLayoutEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@/lib/i18n/i18n';
import { Icon } from './Icon';
import { LanguageChoice } from './LanguageChoice';
import { NavList } from './NavList';
import { PROFESSIONAL_TYPE_ITEMS, professionalTypeOf } from './professional-types';
import * as s from './MobileMenu.css';
// The Find section is one more group of the menu: it looks like NavList's groups.
import * as nav from './NavList.css';

type Props = {
  open: boolean;
  pathname: string;
  signedIn: boolean;
  chooseLanguage?: (language: Locale) => void;
  close: () => void;
};

/** The small-screen menu's items (MobileMenu): the language switch, the menu groups and the professional types. */
export default function MobileMenuItems({ open, pathname, signedIn, chooseLanguage, close }: Props) {
  const { t, i18n } = useLingui();
  const navRef = useRef<HTMLElement>(null);
  const activeType = professionalTypeOf(pathname);

  // Before the browser paints, so that a key pressed right after opening already goes to the menu;
  // also when the items arrive after the menu opened (their chunk was still loading).
  useLayoutEffect(() => {
    // The first page link (the language switch above it is a Shift+Tab away).
    if (open) navRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  return (
    <nav ref={navRef} aria-label={t`Main menu`} className={s.inner}>
      {chooseLanguage ? <LanguageChoice className={s.languages} buttonClassName={s.language} choose={chooseLanguage} /> : null}
      <NavList pathname={pathname} signedIn={signedIn} onNavigate={close} />
      <section className={nav.group} aria-labelledby="mobile-menu-find">
        <h2 id="mobile-menu-find" className={nav.groupTitle}>
          <Trans>Find</Trans>
        </h2>
        <ul className={nav.list} role="list">
          {PROFESSIONAL_TYPE_ITEMS.map((item) => (
            <li key={item.type}>
              <Link
                to={item.to}
                className={nav.link}
                activeOptions={{ exact: false, includeSearch: false }}
                aria-current={activeType === item.type ? 'page' : undefined}
                onClick={close}
              >
                <Icon d={item.icon} className={nav.icon} />
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
