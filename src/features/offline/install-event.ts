// The install offer's first-screen part (issue 7: the rest loads only on a return visit that may
// show the offer, install.ts): Chrome's `beforeinstallprompt` is kept when it fires (often before
// React has mounted), visits are counted, and a dismissal is read, so the first screen can tell
// whether the offer's code is worth loading at all.
import { useSyncExternalStore } from 'react';

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

export function subscribe(listener: () => void): () => void {
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


/** Whether an offer may be made on this page: a return visit (counted here, once per page load) not dismissed. */
export function mayOfferInstall(): boolean {
  return countVisit() && !isInstallDismissed();
}
