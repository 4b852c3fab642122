// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockViewport, renderWithRouter } from '@/app/test-router';
import { MobileMenu } from './MobileMenu';

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => viewport?.restore());

const button = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById('mobile-menu')!;

describe('MobileMenu', () => {
  it('opens a slide-down panel with the menu groups and the professional types; focus goes to the first item', async () => {
    viewport = mockViewport(360);
    await renderWithRouter(<MobileMenu pathname="/" signedIn={false} />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(panel().getAttribute('data-open')).toBe('false');
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(panel().getAttribute('data-open')).toBe('true');
    // The items are their own chunk: they arrive, and focus goes to the first, after the panel opened.
    const links = await within(panel()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home', 'Appointments', 'Lab Tests', 'Medicine Order', 'Prescription',
      'Favourites', 'Family', 'Messages', 'Payments', 'Settings',
      'Contact Us', 'Feedback', 'Feature Request', 'Bug Report',
      'Doctors', 'Pharmacies', 'Diagnostics',
    ]);
    expect(document.activeElement).toBe(links[0]);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    viewport = mockViewport(360);
    await renderWithRouter(<MobileMenu pathname="/" signedIn={false} />);
    fireEvent.click(button());
    await within(panel()).findAllByRole('link');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes on a press outside and when a link is followed', async () => {
    viewport = mockViewport(360);
    const { router } = await renderWithRouter(<MobileMenu pathname="/" signedIn />);
    fireEvent.click(button());
    await within(panel()).findAllByRole('link');
    fireEvent.pointerDown(document.body);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button());
    fireEvent.click(within(panel()).getByRole('link', { name: 'Family' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await screen.findByText('page');
    expect(router.state.location.pathname).toBe('/family');
  });

  it('marks the current page (Settings for any /settings/* path, the find type on /find/*)', async () => {
    viewport = mockViewport(360);
    const { unmount } = await renderWithRouter(<MobileMenu pathname="/settings/privacy" signedIn />, { path: '/settings/privacy' });
    // The items are rendered when the menu button is first pointed at, focused or used.
    expect(within(panel()).queryAllByRole('link')).toEqual([]);
    fireEvent.click(button());
    await within(panel()).findAllByRole('link');
    const current = () => within(panel()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current().map((link) => link.textContent)).toEqual(['Settings']);
    unmount();
    await renderWithRouter(<MobileMenu pathname="/find/pharmacies" signedIn />, { path: '/find/pharmacies' });
    fireEvent.click(button());
    await within(panel()).findAllByRole('link');
    expect(current().map((link) => link.textContent)).toEqual(['Pharmacies']);
  });
});
