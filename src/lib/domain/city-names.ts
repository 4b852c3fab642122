// Display names for the cities of contracts/cities.ts: each city's English name is its message id
// there (the data keeps the English name), so the Nepali comes from the catalog with no table here.
import type { I18n } from '@lingui/core';

/**
 * The city's name in the active language. English catalogs leave out a text that is its own id, and
 * a city outside the list (the patient's own) is in none: both are shown as written, without asking
 * Lingui (which would warn, and take the missing id for a reason to load the full catalog).
 */
export function cityName(i18n: I18n, city: string): string {
  return i18n.messages[city] === undefined ? city : i18n._(city);
}
