import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { NAV_GROUPS, isNavItemActive } from '../nav-items';
import { Icon } from './Icon';
import * as s from './NavList.css';

type Props = {
  pathname: string;
  /** Home is the dashboard (/home) for a signed-in patient and the landing page (/) for a guest. */
  signedIn: boolean;
  /** Icon-only (the collapsed sidebar): labels stay for screen readers and show as tooltips. */
  compact?: boolean;
  onNavigate?: () => void;
};

/** The three menu groups of spec 2, with `aria-current="page"` on the active item. */
export function NavList({ pathname, signedIn, compact = false, onNavigate }: Props) {
  const { i18n } = useLingui();
  return (
    <div className={compact ? `${s.groups} ${s.compact}` : s.groups}>
      {NAV_GROUPS.map((group) => {
        const headingId = `nav-group-${group.id}`;
        return (
          <section key={group.id} className={s.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={s.groupTitle}>
              {i18n._(group.label)}
            </h2>
            <ul className={s.list} role="list">
              {group.items.map((item) => {
                const active = isNavItemActive(item, pathname);
                const label = i18n._(item.label);
                return (
                  <li key={item.id}>
                    <Link
                      to={item.id === 'home' && !signedIn ? '/' : item.to}
                      className={s.link}
                      activeOptions={{ exact: true, includeSearch: false }}
                      // The spec's rules (any /home*, any /settings/*), not only the exact path.
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <Icon d={item.icon} className={s.icon} />
                      <span className={s.label}>{label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
