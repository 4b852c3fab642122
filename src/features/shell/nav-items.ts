// The menu (spec 2, Navigation, with the entries of spec 1's list): three groups, shown in the
// sidebar on large screens and in the slide-down menu on small ones.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconPath } from './components/Icon';
import * as icons from './components/icons';

export type NavPath =
  | '/home' | '/appointments' | '/lab-tests' | '/medicine-order' | '/prescription'
  | '/favourites' | '/family' | '/messages' | '/payments' | '/settings/profile'
  | '/contact-us' | '/give-feedback' | '/feature-request' | '/bug-report';

export interface NavItem {
  id: string;
  to: NavPath;
  label: MessageDescriptor;
  icon: IconPath;
}

export interface NavGroup {
  id: string;
  label: MessageDescriptor;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'dashboard',
    label: msg`Dashboard`,
    items: [
      { id: 'home', to: '/home', label: msg`Home`, icon: icons.home },
      { id: 'appointments', to: '/appointments', label: msg`Appointments`, icon: icons.calendar },
      { id: 'lab-tests', to: '/lab-tests', label: msg`Lab Tests`, icon: icons.flask },
      { id: 'medicine-order', to: '/medicine-order', label: msg`Medicine Order`, icon: icons.cart },
      { id: 'prescription', to: '/prescription', label: msg`Prescription`, icon: icons.pill },
    ],
  },
  {
    id: 'account',
    label: msg`My Account`,
    items: [
      { id: 'favourites', to: '/favourites', label: msg`Favourites`, icon: icons.heart },
      { id: 'family', to: '/family', label: msg`Family`, icon: icons.users },
      { id: 'messages', to: '/messages', label: msg`Messages`, icon: icons.chat },
      { id: 'payments', to: '/payments', label: msg`Payments`, icon: icons.wallet },
      { id: 'settings', to: '/settings/profile', label: msg`Settings`, icon: icons.gear },
    ],
  },
  {
    id: 'support',
    label: msg`Support & Feedback`,
    items: [
      { id: 'contact-us', to: '/contact-us', label: msg`Contact Us`, icon: icons.phone },
      { id: 'feedback', to: '/give-feedback', label: msg`Feedback`, icon: icons.star },
      { id: 'feature-request', to: '/feature-request', label: msg`Feature Request`, icon: icons.bulb },
      { id: 'bug-report', to: '/bug-report', label: msg`Bug Report`, icon: icons.bug },
    ],
  },
];

function within(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether a menu item is the current page (spec 2): Home for `/` and any path beginning with
 * `/home`; Settings for any `/settings/*` path; any other item for its path and the paths below it.
 */
export function isNavItemActive(item: Pick<NavItem, 'id' | 'to'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.id === 'home') return path === '/' || path.startsWith('/home');
  if (item.id === 'settings') return within(path, '/settings');
  return within(path, item.to);
}
