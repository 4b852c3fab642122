import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, isNavItemActive } from './nav-items';

const item = (id: string) => {
  const found = NAV_GROUPS.flatMap((group) => group.items).find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('menu active state (spec 2)', () => {
  it('has the three groups with the spec’s items, in order', () => {
    expect(NAV_GROUPS.map((group) => group.items.map((entry) => entry.id))).toEqual([
      ['home', 'appointments', 'lab-tests', 'medicine-order', 'prescription'],
      ['favourites', 'family', 'messages', 'payments', 'settings'],
      ['contact-us', 'feedback', 'feature-request', 'bug-report'],
    ]);
  });

  it('highlights Home for / and any path beginning with /home', () => {
    for (const path of ['/', '/home', '/home/', '/home/activity', '/homepage']) expect(isNavItemActive(item('home'), path)).toBe(true);
    for (const path of ['/find/doctors', '/appointments', '/settings/profile']) expect(isNavItemActive(item('home'), path)).toBe(false);
  });

  it('highlights Settings for any /settings/* path', () => {
    for (const path of ['/settings', '/settings/profile', '/settings/change-password', '/settings/notifications/']) {
      expect(isNavItemActive(item('settings'), path)).toBe(true);
    }
    expect(isNavItemActive(item('settings'), '/settingsx')).toBe(false);
    expect(isNavItemActive(item('settings'), '/home')).toBe(false);
  });

  it('highlights other items for their path and the paths below it only', () => {
    expect(isNavItemActive(item('appointments'), '/appointments')).toBe(true);
    expect(isNavItemActive(item('appointments'), '/appointments/42')).toBe(true);
    expect(isNavItemActive(item('appointments'), '/appointmentsx')).toBe(false);
    expect(isNavItemActive(item('feedback'), '/give-feedback')).toBe(true);
    expect(isNavItemActive(item('family'), '/favourites')).toBe(false);
  });

  it('marks exactly one item active on each menu page', () => {
    const all = NAV_GROUPS.flatMap((group) => group.items);
    for (const path of [
      '/home', '/appointments/7', '/lab-tests', '/medicine-order', '/prescription', '/favourites', '/family', '/messages',
      '/messages/4f1c2a34-1111-4222-8333-444455556666', '/settings/password', '/contact-us', '/give-feedback', '/feature-request', '/bug-report',
    ]) {
      expect(all.filter((entry) => isNavItemActive(entry, path))).toHaveLength(1);
    }
    expect(all.filter((entry) => isNavItemActive(entry, '/find/doctors'))).toHaveLength(0);
  });
});
