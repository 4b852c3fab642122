import { useRef, useState, useLayoutEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePopup } from '@/lib/hooks/use-popup';
import type { Locale } from '@/lib/i18n/i18n';
import { Icon } from './Icon';
import { LanguageChoice } from './LanguageChoice';
import { NavList } from './NavList';
import { PROFESSIONAL_TYPE_ITEMS, professionalTypeOf } from './professional-types';
import * as s from './MobileMenu.css';
// The Find section is one more group of the menu: it looks like NavList's groups.
import * as nav from './NavList.css';

type Props = {
  pathname: string;
  signedIn: boolean;
  /** The language switch at the top of the menu: a guest on a phone looks here, not in the footer. */
  chooseLanguage?: (language: Locale) => void;
};

/**
 * The small-screen menu (spec 2): a button that opens a slide-down panel with the same items as
 * the sidebar (and the professional types, which have no room in a phone's top bar). Opening it
 * moves focus to the first item; Escape, a press outside, leaving it with Tab or following a link
 * closes it, and Escape returns focus to the button.
 */
export function MobileMenu({ pathname, signedIn, chooseLanguage }: Props) {
  const { t, i18n } = useLingui();
  const popup = usePopup();
  const { open, close } = popup;
  const panelRef = useRef<HTMLDivElement>(null);
  // The menu's items are rendered when the button is first pointed at, touched or focused (not at
  // start-up, where the closed panel would cost a phone render time for nothing), so they are there
  // before it opens and slides in; they stay after that.
  const [prepared, setPrepared] = useState(false);
  if (open && !prepared) setPrepared(true);
  const prepare = () => setPrepared(true);

  // Before the browser paints, so that a key pressed right after opening already goes to the menu.
  useLayoutEffect(() => {
    // The first page link (the language switch above it is a Shift+Tab away).
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  // A navigation (back button included) closes the panel.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    close();
  }

  const activeType = professionalTypeOf(pathname);

  return (
    <div ref={popup.root} className={s.root}>
      <button
        type="button"
        className={s.button}
        aria-controls="mobile-menu"
        aria-label={t`Menu`}
        /* oxlint-disable-next-line react/refs -- popup.button carries the button's ref object to its ref prop; nothing reads .current in render */
        {...popup.button}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      <div ref={panelRef} id="mobile-menu" className={s.panel} data-open={open}>
        {prepared ? (
          <nav aria-label={t`Main menu`} className={s.inner}>
            {chooseLanguage ? (
              <LanguageChoice className={s.languages} buttonClassName={s.language} choose={chooseLanguage} />
            ) : null}
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
                      <Icon name={item.icon} className={nav.icon} />
                      {i18n._(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
