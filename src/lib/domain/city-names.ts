// Display names for the cities of contracts/options.ts (the data keeps the English name).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CITIES } from '@contracts/options';

const CITY_NAMES: Record<(typeof CITIES)[number], MessageDescriptor> = {
  Kathmandu: msg`Kathmandu`,
  Lalitpur: msg`Lalitpur`,
  Bhaktapur: msg`Bhaktapur`,
  Kirtipur: msg`Kirtipur`,
  Pokhara: msg`Pokhara`,
  Biratnagar: msg`Biratnagar`,
  Birgunj: msg`Birgunj`,
  Bharatpur: msg`Bharatpur`,
  Butwal: msg`Butwal`,
  Dharan: msg`Dharan`,
  Hetauda: msg`Hetauda`,
  Janakpur: msg`Janakpur`,
  Nepalgunj: msg`Nepalgunj`,
  Dhangadhi: msg`Dhangadhi`,
  Itahari: msg`Itahari`,
  Bhairahawa: msg`Bhairahawa`,
  Tulsipur: msg`Tulsipur`,
  Ghorahi: msg`Ghorahi`,
  Birendranagar: msg`Birendranagar`,
  Damak: msg`Damak`,
  Bhimdatta: msg`Bhimdatta`,
  Banepa: msg`Banepa`,
  Dhulikhel: msg`Dhulikhel`,
  Gorkha: msg`Gorkha`,
  Tansen: msg`Tansen`,
  Baglung: msg`Baglung`,
  Ilam: msg`Ilam`,
  Dhankuta: msg`Dhankuta`,
  Rajbiraj: msg`Rajbiraj`,
  Lahan: msg`Lahan`,
  Siraha: msg`Siraha`,
  Gaur: msg`Gaur`,
  Kalaiya: msg`Kalaiya`,
  Jaleshwar: msg`Jaleshwar`,
  Malangwa: msg`Malangwa`,
  Bidur: msg`Bidur`,
  Besisahar: msg`Besisahar`,
  Damauli: msg`Damauli`,
  Putalibazar: msg`Putalibazar`,
  Waling: msg`Waling`,
  Kawasoti: msg`Kawasoti`,
  Lamahi: msg`Lamahi`,
  Tikapur: msg`Tikapur`,
  Dadeldhura: msg`Dadeldhura`,
  Jumla: msg`Jumla`,
  Dailekh: msg`Dailekh`,
  Taplejung: msg`Taplejung`,
  Okhaldhunga: msg`Okhaldhunga`,
  Salleri: msg`Salleri`,
  Charikot: msg`Charikot`,
  Birtamod: msg`Birtamod`,
  Bhadrapur: msg`Bhadrapur`,
  Inaruwa: msg`Inaruwa`,
  Mechinagar: msg`Mechinagar`,
};

/** The city's name in the active language; a city outside the list is shown as written. */
export function cityName(i18n: I18n, city: string): string {
  const descriptor = (CITY_NAMES as Record<string, MessageDescriptor | undefined>)[city];
  return descriptor ? i18n._(descriptor) : city;
}
