// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { renderWithI18n } from './test-utils';
import { Toaster, TOASTER_DEFAULTS } from './Toaster';
import { toast as appToast } from './toast';

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement | null;

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    document.documentElement.removeAttribute('data-theme');
  });

  it('uses the spec numbers', () => {
    expect(TOASTER_DEFAULTS).toMatchObject({ visibleToasts: 3, duration: 4000, width: 356, gap: 14, position: 'bottom-right' });
    expect(TOASTER_DEFAULTS.hotkey).toEqual(['altKey', 'KeyT']);
  });

  it('shows the five toast types, bottom right, 356 px wide with a 14 px gap', async () => {
    renderWithI18n(<Toaster />);
    expect(screen.getByRole('region', { name: /Notifications alt\+T/i })).toBeTruthy();
    act(() => {
      toast.success('Saved');
      toast.info('Heads up');
      toast.warning('Careful');
      toast.error('Failed');
      toast.loading('Sending');
    });
    expect(await screen.findByText('Sending')).toBeTruthy();
    const list = toaster();
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('right');
    expect(list?.style.getPropertyValue('--width')).toBe('356px');
    expect(list?.style.getPropertyValue('--gap')).toBe('14px');
    const types = Array.from(document.querySelectorAll('[data-sonner-toast]')).map((el) => el.getAttribute('data-type'));
    expect(types.sort()).toEqual(['error', 'info', 'loading', 'success', 'warning']);
    // Only three are shown at once.
    const visible = Array.from(document.querySelectorAll('[data-sonner-toast]')).filter((el) => el.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(3);
  });

  it('follows <html data-theme>', async () => {
    renderWithI18n(<Toaster />);
    act(() => {
      toast('Hello');
    });
    await screen.findByText('Hello');
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('light');
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
      await Promise.resolve();
    });
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('dark');
  });

  it('dismisses a toast swiped 20 px to the right (sonner alone needs 45 px); a tap or a shorter swipe keeps it', async () => {
    // jsdom has no pointer capture, which sonner asks for when a toast is pressed.
    Element.prototype.setPointerCapture ??= () => {};
    renderWithI18n(<Toaster />);
    appToast('Report uploaded');
    const item = (await screen.findByText('Report uploaded')).closest('[data-sonner-toast]')!;
    const press = (type: string, x: number) => item.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 10 }));
    press('pointerdown', 100);
    press('pointerup', 112);
    press('pointerdown', 100);
    press('pointerup', 100);
    expect(screen.queryByText('Report uploaded')).not.toBeNull();
    press('pointerdown', 100);
    press('pointerup', 121);
    await waitFor(() => expect(screen.queryByText('Report uploaded')).toBeNull());
  });
});
