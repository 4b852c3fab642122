// The menu (spec 2, Navigation, with the entries of spec 1's list): three groups, shown in the
// sidebar on large screens and in the slide-down menu on small ones.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from './components/Icon';

export type NavPath =
  | '/home' | '/appointments' | '/lab-tests' | '/medicine-order' | '/prescription'
  | '/favourites' | '/family' | '/messages' | '/payments' | '/settings/profile'
  | '/contact-us' | '/give-feedback' | '/feature-request' | '/bug-report';

export interface NavItem {
  id: string;
  to: NavPath;
  label: MessageDescriptor;
  icon: IconName;
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
      { id: 'home', to: '/home', label: msg`Home`, icon: 'home' },
      { id: 'appointments', to: '/appointments', label: msg`Appointments`, icon: 'calendar' },
      { id: 'lab-tests', to: '/lab-tests', label: msg`Lab Tests`, icon: 'flask' },
      { id: 'medicine-order', to: '/medicine-order', label: msg`Medicine Order`, icon: 'cart' },
      { id: 'prescription', to: '/prescription', label: msg`Prescription`, icon: 'pill' },
    ],
  },
  {
    id: 'account',
    label: msg`My Account`,
    items: [
      { id: 'favourites', to: '/favourites', label: msg`Favourites`, icon: 'heart' },
      { id: 'family', to: '/family', label: msg`Family`, icon: 'users' },
      { id: 'messages', to: '/messages', label: msg`Messages`, icon: 'chat' },
      { id: 'payments', to: '/payments', label: msg`Payments`, icon: 'wallet' },
      { id: 'settings', to: '/settings/profile', label: msg`Settings`, icon: 'gear' },
    ],
  },
  {
    id: 'support',
    label: msg`Support & Feedback`,
    items: [
      { id: 'contact-us', to: '/contact-us', label: msg`Contact Us`, icon: 'phone' },
      { id: 'feedback', to: '/give-feedback', label: msg`Feedback`, icon: 'star' },
      { id: 'feature-request', to: '/feature-request', label: msg`Feature Request`, icon: 'bulb' },
      { id: 'bug-report', to: '/bug-report', label: msg`Bug Report`, icon: 'bug' },
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
