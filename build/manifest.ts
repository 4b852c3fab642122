// The web app manifest in both languages (issue 15: a Nepali patient's home screen says स्वास्थ्य).
// English is vite-plugin-pwa's /manifest.webmanifest; the Nepali one is /manifest-ne.webmanifest,
// emitted beside it. index.html's first script links the Nepali one before the English link when the
// stored language is Nepali (Chrome reads the first manifest link), so the choice is made before
// the first paint and on every page the app serves. Same `id`: one app whatever the language.
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

export const THEME_COLOR = '#0b6e4f';
export const BACKGROUND_COLOR = '#f6f8fb';
export const NEPALI_MANIFEST = 'manifest-ne.webmanifest';

type Texts = {
  lang: string;
  name: string;
  description: string;
  shortcuts: [name: string, shortName: string][];
  screenshots: [narrow: string, wide: string];
};

// The Nepali names are the app's own (the catalog's 'स्वास्थ्य इन्स्टल गर्नुहोस्', 'डाक्टर खोज्नुहोस्',
// 'अपोइन्टमेन्टहरू', 'प्रेस्क्रिप्सनहरू').
const TEXTS: Record<'en' | 'ne', Texts> = {
  en: {
    lang: 'en',
    name: 'Swasthya',
    description: 'Find doctors and book appointments in Nepal.',
    shortcuts: [['Find a doctor', 'Doctors'], ['Appointments', 'Appointments'], ['Prescriptions', 'Prescriptions']],
    screenshots: ['Swasthya on a phone', 'Swasthya on a larger screen'],
  },
  ne: {
    lang: 'ne',
    name: 'स्वास्थ्य',
    description: 'नेपालमा डाक्टर खोज्नुहोस् र अपोइन्टमेन्ट बुक गर्नुहोस्।',
    shortcuts: [['डाक्टर खोज्नुहोस्', 'डाक्टरहरू'], ['अपोइन्टमेन्टहरू', 'अपोइन्टमेन्टहरू'], ['प्रेस्क्रिप्सनहरू', 'प्रेस्क्रिप्सनहरू']],
    screenshots: ['फोनमा स्वास्थ्य', 'ठूलो स्क्रिनमा स्वास्थ्य'],
  },
};

const SHORTCUT_URLS = ['/find/doctors', '/appointments', '/prescription'];
const SHORTCUT_ICON = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export function webManifest(language: 'en' | 'ne'): Partial<ManifestOptions> {
  const t = TEXTS[language];
  return {
    id: '/',
    name: t.name,
    short_name: t.name,
    description: t.description,
    lang: t.lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['health', 'medical'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: t.shortcuts.map(([name, shortName], i) => ({ name, short_name: shortName, url: SHORTCUT_URLS[i]!, icons: SHORTCUT_ICON })),
    // Made from the running app (tests/audits/screenshots.ts).
    screenshots: [
      { src: '/screenshots/narrow.png', sizes: '720x1480', type: 'image/png', form_factor: 'narrow', label: t.screenshots[0] },
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: t.screenshots[1] },
    ],
  };
}

/** Emits the Nepali manifest beside vite-plugin-pwa's English one (so it is precached too). */
export function nepaliManifestPlugin(): Plugin {
  return {
    name: 'swasthya:nepali-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: NEPALI_MANIFEST, source: `${JSON.stringify(webManifest('ne'))}\n` });
    },
  };
}
