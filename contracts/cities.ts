// The cities of the directory's filters and a patient's profile. Apart from options.ts, which the app's
// entry imports: no first screen needs the list itself, only the names of the cities its doctors are in
// (build/first-load.ts puts those in the first screens' catalogs).
/**
 * About 50 Nepali cities and districts; the profile also accepts a city of the patient's own. Each
 * name is a message whose id is its English (marked i18n, as in contracts/message-texts.ts): the app shows
 * `i18n._(city)` (src/lib/domain/city-names.ts), with no table of ids in the first screen's code.
 */
export const CITIES = [
  /*i18n*/ 'Kathmandu', /*i18n*/ 'Lalitpur', /*i18n*/ 'Bhaktapur', /*i18n*/ 'Kirtipur', /*i18n*/ 'Pokhara', /*i18n*/ 'Biratnagar',
  /*i18n*/ 'Birgunj', /*i18n*/ 'Bharatpur', /*i18n*/ 'Butwal', /*i18n*/ 'Dharan', /*i18n*/ 'Hetauda', /*i18n*/ 'Janakpur',
  /*i18n*/ 'Nepalgunj', /*i18n*/ 'Dhangadhi', /*i18n*/ 'Itahari', /*i18n*/ 'Bhairahawa', /*i18n*/ 'Tulsipur', /*i18n*/ 'Ghorahi',
  /*i18n*/ 'Birendranagar', /*i18n*/ 'Damak', /*i18n*/ 'Bhimdatta', /*i18n*/ 'Banepa', /*i18n*/ 'Dhulikhel', /*i18n*/ 'Gorkha',
  /*i18n*/ 'Tansen', /*i18n*/ 'Baglung', /*i18n*/ 'Ilam', /*i18n*/ 'Dhankuta', /*i18n*/ 'Rajbiraj', /*i18n*/ 'Lahan',
  /*i18n*/ 'Siraha', /*i18n*/ 'Gaur', /*i18n*/ 'Kalaiya', /*i18n*/ 'Jaleshwar', /*i18n*/ 'Malangwa', /*i18n*/ 'Bidur',
  /*i18n*/ 'Besisahar', /*i18n*/ 'Damauli', /*i18n*/ 'Putalibazar', /*i18n*/ 'Waling', /*i18n*/ 'Kawasoti', /*i18n*/ 'Lamahi',
  /*i18n*/ 'Tikapur', /*i18n*/ 'Dadeldhura', /*i18n*/ 'Jumla', /*i18n*/ 'Dailekh', /*i18n*/ 'Taplejung', /*i18n*/ 'Okhaldhunga',
  /*i18n*/ 'Salleri', /*i18n*/ 'Charikot', /*i18n*/ 'Birtamod', /*i18n*/ 'Bhadrapur', /*i18n*/ 'Inaruwa', /*i18n*/ 'Mechinagar',
] as const;
