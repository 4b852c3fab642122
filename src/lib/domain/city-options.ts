// The choices of a list's city filter (the doctor list's, the pharmacies' and diagnostic centres'): a city
// in the address that is not in the list first, as written, then the list in the reader's language.
// Apart from city-names.ts, which the first screens load without the list of cities.
import type { I18n } from '@lingui/core';
import { CITIES } from '@contracts/cities';
import { cityName } from './city-names';

export function cityFilterOptions(i18n: I18n, current: string | undefined): { value: string; label: string }[] {
  const listed: readonly string[] = CITIES;
  const outside = current && !listed.includes(current) ? [{ value: current, label: current }] : [];
  return [...outside, ...CITIES.map((city) => ({ value: city, label: cityName(i18n, city) }))];
}
