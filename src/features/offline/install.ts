// The install prompt: Chrome's `beforeinstallprompt` is kept when it fires (often before React
// has mounted) and offered in-app; iOS Safari has no such event, so it gets instructions.
// A dismissal is remembered. The offer waits for a return visit: on a first visit the person has
// not shown they want the app yet, and a banner sliding in over the page they came for is in the way
// (and, the largest text on a phone, it made a doctor's profile's LCP the moment it arrived).
import { useState, useSyncExternalStore } from 'react';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const DISMISSED_KEY = 'swasthya.installDismissed';
const VISITS_KEY = 'swasthya.visits';
const SESSION_KEY = 'swasthya.visitCounted';

type Stores = { local?: Pick<Storage, 'getItem' | 'setItem'>; session?: Pick<Storage, 'getItem' | 'setItem'> };

/**
 * Counts this visit (once per browser session, not per reload) and tells whether the app had been
 * opened in an earlier session: the install offer waits for that.
 */
export function countVisit({ local = globalThis.localStorage, session = globalThis.sessionStorage }: Stores = {}): boolean {
  try {
    let visits = Number(local?.getItem(VISITS_KEY)) || 0;
    if (session?.getItem(SESSION_KEY) !== '1') {
      visits += 1;
      local?.setItem(VISITS_KEY, String(visits));
      session?.setItem(SESSION_KEY, '1');
    }
    return visits >= 2;
  } catch {
    return false;
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
/** Tells the hooks below that the kept prompt or the dismissal changed. */
export const notify = () => {
  for (const l of listeners) l();
};

export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => deferred, () => null);
}

/** The kept prompt, taken: it can be shown once (install-actions.ts). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  if (event) {
    deferred = null;
    notify();
  }
  return event;
}

export function isInstallDismissed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

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
