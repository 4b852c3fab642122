// Switching the language (spec 2: stored, then the page reloads in it), loaded when a patient
// chooses one. The app starts only in a language whose message catalog it can load: the service
// worker installs the patient's own language and keeps another once it has been used (issue 15), so
// with no signal the other one may not be on the phone. Then the patient is told that it needs a
// connection, and nothing changes (a stored choice the app could not start in would leave it
// unable to start until the signal is back).
import { t } from '@lingui/core/macro';
import { loadFullCatalog, setLanguage, type Locale } from '@/lib/i18n/i18n';
import { writePrefs } from '@/lib/settings/prefs';
import { toast } from '@/ui/toast';

/** How long a language change waits for the server before reloading anyway (slow or no network). */
export const LANGUAGE_SAVE_TIMEOUT_MS = 3000;

function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** Whether the app can start in `language` now: its catalog loads (from the network or the service worker). */
async function catalogAtHand(language: Locale): Promise<boolean> {
  const url = typeof window === 'undefined' ? undefined : window.__SWASTHYA_I18N__?.full[language];
  // Development and tests import the .po catalogs themselves.
  if (!url) return true;
  return import(/* @vite-ignore */ url).then(() => true, () => false);
}

/** Stores `language` (and `save`s it for a signed-in patient) and reloads in it, if the app can start in it. */
export async function switchLanguage(language: Locale, save: (patch: { language: Locale }) => Promise<unknown>): Promise<void> {
  if (!(await catalogAtHand(language))) {
    // The message is beyond a first screen's catalog (the full one of the current language is installed).
    await loadFullCatalog().catch(() => undefined);
    toast.error(t`Switching to this language needs a connection the first time. Connect to the internet and choose it again.`, { id: 'language-needs-connection' });
    return;
  }
  writePrefs({ language });
  await withTimeout(save({ language }), LANGUAGE_SAVE_TIMEOUT_MS);
  setLanguage(language);
}
