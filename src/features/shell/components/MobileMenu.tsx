import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePopup } from '@/lib/hooks/use-popup';
import type { Locale } from '@/lib/i18n/i18n';
import { Spinner } from '@/ui/Spinner/Spinner';
import { Icon } from './Icon';
import * as icons from './icons';
import * as s from './MobileMenu.css';

// The items (the menu groups, the professional types) are their own chunk: a phone's first screen
// shows only the button, and the items load when it is first pointed at, touched or focused.
const MobileMenuItems = lazy(() => import('./MobileMenuItems'));

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
  const { t } = useLingui();
  const popup = usePopup();
  const { open, close } = popup;
  // The menu's items are rendered when the button is first pointed at, touched or focused (not at
  // start-up, where the closed panel would cost a phone render time for nothing), so they are there
  // before it opens and slides in; they stay after that.
  const [prepared, setPrepared] = useState(false);
  if (open && !prepared) setPrepared(true);
  const prepare = () => setPrepared(true);

  // A navigation (back button included) closes the panel.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    close();
  }

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
        <Icon d={open ? icons.close : icons.menu} />
      </button>
      <div id="mobile-menu" className={s.panel} data-open={open}>
        {prepared ? (
          <Suspense fallback={<div className={s.loading}><Spinner /></div>}>
            <MobileMenuItems open={open} pathname={pathname} signedIn={signedIn} chooseLanguage={chooseLanguage} close={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
