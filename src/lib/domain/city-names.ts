// Display names for the cities of contracts/options.ts: each city's English name is its message id
// there (the data keeps the English name), so the Nepali comes from the catalog with no table here.
import type { I18n } from '@lingui/core';
import { CITIES } from '@contracts/options';

const LISTED: ReadonlySet<string> = new Set(CITIES);

/** The city's name in the active language; a city outside the list (the patient's own) is shown as written. */
export function cityName(i18n: I18n, city: string): string {
  return LISTED.has(city) ? i18n._(city) : city;
}
