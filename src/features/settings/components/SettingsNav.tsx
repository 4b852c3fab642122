import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import * as s from '@/styles/form.css';

/** The settings sections (spec 2): one sub-page each under /settings/*. */
export function SettingsNav() {
  const { t } = useLingui();
  const items = [
    { to: '/settings/profile', label: t`Profile` },
    { to: '/settings/health', label: t`Health` },
    { to: '/settings/health-summary', label: t`My health summary` },
    { to: '/settings/change-password', label: t`Change password` },
    { to: '/settings/notifications', label: t`Notifications` },
    { to: '/settings/delete-account', label: t`Delete account` },
    { to: '/settings/privacy', label: t`Privacy` },
    { to: '/settings/terms', label: t`Terms` },
    { to: '/settings/about', label: t`About` },
    { to: '/settings/help', label: t`Help` },
    { to: '/settings/logout', label: t`Log out` },
  ] as const;
  return (
    <nav aria-label={t`Settings`}>
      <ul className={s.nav}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={s.navLink} activeProps={{ 'aria-current': 'page' }}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A settings page: title, the section links, the content. */
export function SettingsLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <SettingsNav />
      {children}
    </div>
  );
}
