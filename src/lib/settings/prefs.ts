// User preferences (spec 3): theme and language, kept in localStorage under one key.
// index.html's inline script reads the same key before first paint.
import { APP_LANGUAGES, THEMES } from '@contracts/options';

export type Theme = (typeof THEMES)[number];
export type Language = (typeof APP_LANGUAGES)[number];
export interface Prefs {
  theme: Theme;
  language: Language;
}

export const PREFS_KEY = 'swasthya.prefs';
export const DEFAULT_PREFS: Prefs = { theme: 'light', language: 'en' };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

export function readPrefs(): Prefs {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(PREFS_KEY) ?? '{}');
    const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    return {
      theme: (THEMES as readonly unknown[]).includes(p.theme) ? (p.theme as Theme) : DEFAULT_PREFS.theme,
      language: (APP_LANGUAGES as readonly unknown[]).includes(p.language) ? (p.language as Language) : DEFAULT_PREFS.language,
    };
  } catch {
    return { ...DEFAULT_PREFS };
  }
}

export function writePrefs(patch: Partial<Prefs>): Prefs {
  const next = { ...readPrefs(), ...patch };
  try {
    storage()?.setItem(PREFS_KEY, JSON.stringify(next));
  } catch {
    // quota or privacy mode: the choice lasts for this page only
  }
  return next;
}

/** The browser UI colour (address bar, task switcher) per theme; index.html's script uses the same. */
export const THEME_COLORS: Record<Theme, string> = { light: '#0b6e4f', dark: '#17212b' };

/** Show a theme without storing it: `data-theme` on <html> and the browser's theme colour. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Switch light/dark at once (no reload) and remember it for the next first paint. */
export function setTheme(theme: Theme): void {
  writePrefs({ theme });
  applyTheme(theme);
}
