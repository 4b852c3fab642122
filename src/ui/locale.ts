/**
 * Maps the app's Lingui locale ('en', 'ne') to the locale handed to `Intl`.
 * English uses British conventions (day before month, as in Nepal); Nepali
 * uses `ne-NP`, which gives Devanagari digits by default.
 */
export function intlLocale(locale: string | undefined): string {
  if (!locale) return 'en-GB';
  if (locale === 'en') return 'en-GB';
  if (locale === 'ne') return 'ne-NP';
  return locale;
}
