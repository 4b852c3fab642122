// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { listenForInstallPrompt, mayOfferInstall } from './install-event';
import { useInstallOffer } from './install';

/** Chrome's event, as the page receives it. */
function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  return event;
}

describe('install offer (its UI loads only when this says yes)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('loads its code only on a return visit that has not dismissed it', () => {
    expect(mayOfferInstall()).toBe(false);
    // Counted once per session: the same visit is still a first one.
    expect(mayOfferInstall()).toBe(false);
    sessionStorage.clear();
    expect(mayOfferInstall()).toBe(true);
    localStorage.setItem('swasthya.installDismissed', '1');
    sessionStorage.clear();
    expect(mayOfferInstall()).toBe(false);
  });

  it('is not made on a first visit, even with Chrome offering installation', () => {
    listenForInstallPrompt(window);
    act(() => void window.dispatchEvent(installEvent()));
    const { result } = renderHook(() => useInstallOffer());
    expect(result.current).toBe(false);
  });

  it('is made on a return visit once Chrome offers installation, and not after a dismissal', () => {
    listenForInstallPrompt(window);
    localStorage.setItem('swasthya.visits', '1');
    const { result, rerender } = renderHook(() => useInstallOffer());
    act(() => void window.dispatchEvent(installEvent()));
    rerender();
    expect(result.current).toBe(true);
    act(() => localStorage.setItem('swasthya.installDismissed', '1'));
    act(() => void window.dispatchEvent(installEvent()));
    expect(result.current).toBe(false);
  });
});
