// The clinic console's own message catalog (locales/{en,ne}/console.po, lingui.config.ts): loaded by
// the console's route tree (src/routes/clinic/route.tsx) before any console page renders, so none of
// its messages is in the patient's catalog, and no patient's phone downloads or installs them. It is
// merged into the active catalog; the patient's full catalog (shared words, the contracts' server
// texts) comes with any page beyond a first screen (src/lib/i18n/i18n.ts).
import type { Messages } from '@lingui/core';
import { currentLocale, i18n, type Locale } from '@/lib/i18n/i18n';

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/console.po'),
  ne: () => import('../../../locales/ne/console.po'),
};

let loading: Promise<void> | undefined;

/** Loads the console's catalog in the active language (once; again after a failure, e.g. offline). */
export function loadConsoleCatalog(): Promise<void> {
  loading ??= CATALOGS[currentLocale()]().then(
    ({ messages }) => i18n.load(currentLocale(), messages),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
