import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MEDIA } from '@/lib/hooks/breakpoints';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { Icon } from './Icon';
import * as icons from './icons';
import { NavList } from './NavList';
import * as s from './Sidebar.css';

type Props = { pathname: string; signedIn: boolean };

/**
 * The sidebar of large screens (spec 2): the menu groups, collapsible to icons with a toggle. It
 * expands by itself when the window reaches 1200 px and folds back to icons below that; the toggle
 * overrides either until the width crosses the line again.
 */
export function Sidebar({ pathname, signedIn }: Props) {
  const { t } = useLingui();
  const wide = useMediaQuery(MEDIA.sidebarExpanded);
  const [expanded, setExpanded] = useState(wide);
  const [seenWide, setSeenWide] = useState(wide);
  if (seenWide !== wide) {
    // The width crossed 1200 px: follow it (React's "adjust state while rendering" pattern).
    setSeenWide(wide);
    setExpanded(wide);
  }

  return (
    <aside className={s.sidebar} data-expanded={expanded}>
      <button
        type="button"
        className={s.toggle}
        aria-expanded={expanded}
        aria-controls="sidebar-nav"
        aria-label={expanded ? t`Collapse menu` : t`Expand menu`}
        onClick={() => setExpanded((open) => !open)}
      >
        <Icon d={expanded ? icons.collapse : icons.expand} />
      </button>
      <nav id="sidebar-nav" aria-label={t`Main menu`} className={s.nav}>
        <NavList pathname={pathname} signedIn={signedIn} compact={!expanded} />
      </nav>
    </aside>
  );
}
