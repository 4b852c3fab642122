// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockViewport, renderWithRouter } from '@/app/test-router';
import { Sidebar } from './Sidebar';

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => viewport?.restore());

const toggle = () => screen.getByRole('button', { name: /menu/i });
const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Sidebar', () => {
  it('starts expanded at 1200 px and wider', async () => {
    viewport = mockViewport(1280);
    await renderWithRouter(<Sidebar pathname="/" signedIn={false} />);
    expect(toggle()).toHaveProperty('ariaExpanded', 'true');
    expect(toggle().getAttribute('aria-label')).toBe('Collapse menu');
  });

  it('starts collapsed (icons only) below 1200 px, with every label still named', async () => {
    viewport = mockViewport(1100);
    await renderWithRouter(<Sidebar pathname="/" signedIn={false} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).getByRole('link', { name: 'Appointments' })).toBeTruthy();
  });

  it('expands by itself when the window grows to 1200 px, and folds below it', async () => {
    viewport = mockViewport(1100);
    await renderWithRouter(<Sidebar pathname="/" signedIn={false} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    act(() => viewport!.resize(1199));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    act(() => viewport!.resize(1200));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    act(() => viewport!.resize(1024));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses and expands with its toggle', async () => {
    viewport = mockViewport(1280);
    await renderWithRouter(<Sidebar pathname="/" signedIn={false} />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Expand menu');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('marks Home current on any /home* path and Settings on any /settings/* path', async () => {
    viewport = mockViewport(1280);
    const { unmount } = await renderWithRouter(<Sidebar pathname="/home/activity" signedIn />, { path: '/home/activity' });
    const current = () => within(nav()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current().map((link) => link.textContent)).toEqual(['Home']);
    unmount();
    await renderWithRouter(<Sidebar pathname="/settings/password" signedIn />, { path: '/settings/password' });
    expect(current().map((link) => link.textContent)).toEqual(['Settings']);
    expect(within(nav()).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/profile');
  });

  it('links Home to the dashboard when signed in and to the landing page for a guest', async () => {
    viewport = mockViewport(1280);
    const { unmount } = await renderWithRouter(<Sidebar pathname="/" signedIn />);
    expect(within(nav()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    unmount();
    await renderWithRouter(<Sidebar pathname="/" signedIn={false} />);
    expect(within(nav()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });
});
