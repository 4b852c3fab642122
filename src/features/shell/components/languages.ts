import type { Locale } from '@/lib/i18n/i18n';

/** Language names are written in their own language and script, as language pickers do. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };
