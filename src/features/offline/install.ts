// The install prompt: Chrome's `beforeinstallprompt` (kept by install-event.ts) is offered in-app;
// iOS Safari has no such event, so it gets instructions. A dismissal is remembered. The offer waits
// for a return visit: on a first visit the person has not shown they want the app yet, and a banner
// sliding in over the page they came for is in the way (and, the largest text on a phone, it made a
// doctor's profile's LCP the moment it arrived). This module loads only on a return visit that has
// not dismissed the offer (components/InstallOffer.tsx).
import { useState, useSyncExternalStore } from 'react';
import { countVisit, isInstallDismissed, subscribe, useInstallPrompt } from './install-event';

/** iOS Safari (iPhone, iPad, iPadOS posing as a Mac), not yet installed, not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function useInstallDismissed(): boolean {
  return useSyncExternalStore(subscribe, () => isInstallDismissed(), () => true);
}

/**
 * Whether to offer installation now: from the second visit on (counted once per page load), not
 * dismissed, and either Chrome's event is kept or this is iOS Safari. The offer's UI loads only then.
 */
export function useInstallOffer(): boolean {
  const event = useInstallPrompt();
  const dismissed = useInstallDismissed();
  const [returning] = useState(() => countVisit());
  const [ios] = useState(() => typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent, navigator.maxTouchPoints) && !isStandalone());
  return returning && !dismissed && (event !== null || ios);
}
