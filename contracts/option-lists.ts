// Labels (English and Nepali) of the spec's option lists, served by GET /api/v1/upn/list/{a}[/{b}]
// and usable by the app offline. Values are what the API and the database store.
import * as v from 'valibot';
import { envelope } from './common';
import { CITIES } from './cities';
import { RELATIONS, REVIEW_ASPECTS, REVIEW_RATINGS, REVIEW_WAIT_TIMES } from './record-options';
import { BLOOD_GROUPS, GENDERS, LANGUAGES, MARITAL_STATUSES, NATIONALITIES, OCCUPATIONS, RELIGIONS } from './person-options';

export const OptionItemSchema = v.object({ value: v.string(), labelEn: v.string(), labelNe: v.string() });
export type OptionItem = v.InferOutput<typeof OptionItemSchema>;
export const OptionListResponseSchema = envelope(v.array(OptionItemSchema));

/** Path segments of /list/{a}/{b}: lowercase words and hyphens (a city or a province name). */
export const OptionListParamsSchema = v.object({
  a: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  b: v.optional(v.pipe(v.string(), v.regex(/^[\p{L}\p{M}0-9 .-]{1,60}$/u))),
});

/** Nepal's seven provinces: `/list/provinces`, and `/list/cities/{province}` for the cities of one. */
export const PROVINCES = ['koshi', 'madhesh', 'bagmati', 'gandaki', 'lumbini', 'karnali', 'sudurpashchim'] as const;
export type Province = (typeof PROVINCES)[number];

type Labels<T extends string> = Record<T, readonly [en: string, ne: string]>;

const PROVINCE_LABELS: Labels<Province> = {
  koshi: ['Koshi Province', 'कोशी प्रदेश'],
  madhesh: ['Madhesh Province', 'मधेश प्रदेश'],
  bagmati: ['Bagmati Province', 'बागमती प्रदेश'],
  gandaki: ['Gandaki Province', 'गण्डकी प्रदेश'],
  lumbini: ['Lumbini Province', 'लुम्बिनी प्रदेश'],
  karnali: ['Karnali Province', 'कर्णाली प्रदेश'],
  sudurpashchim: ['Sudurpashchim Province', 'सुदूरपश्चिम प्रदेश'],
};

/** Each city's Nepali name and province. */
export const CITY_INFO: Record<(typeof CITIES)[number], readonly [ne: string, province: Province]> = {
  Kathmandu: ['काठमाडौं', 'bagmati'], Lalitpur: ['ललितपुर', 'bagmati'], Bhaktapur: ['भक्तपुर', 'bagmati'],
  Kirtipur: ['कीर्तिपुर', 'bagmati'], Pokhara: ['पोखरा', 'gandaki'], Biratnagar: ['विराटनगर', 'koshi'],
  Birgunj: ['वीरगन्ज', 'madhesh'], Bharatpur: ['भरतपुर', 'bagmati'], Butwal: ['बुटवल', 'lumbini'],
  Dharan: ['धरान', 'koshi'], Hetauda: ['हेटौंडा', 'bagmati'], Janakpur: ['जनकपुर', 'madhesh'],
  Nepalgunj: ['नेपालगन्ज', 'lumbini'], Dhangadhi: ['धनगढी', 'sudurpashchim'], Itahari: ['इटहरी', 'koshi'],
  Bhairahawa: ['भैरहवा', 'lumbini'], Tulsipur: ['तुलसीपुर', 'lumbini'], Ghorahi: ['घोराही', 'lumbini'],
  Birendranagar: ['वीरेन्द्रनगर', 'karnali'], Damak: ['दमक', 'koshi'], Bhimdatta: ['भीमदत्त', 'sudurpashchim'],
  Banepa: ['बनेपा', 'bagmati'], Dhulikhel: ['धुलिखेल', 'bagmati'], Gorkha: ['गोरखा', 'gandaki'],
  Tansen: ['तानसेन', 'lumbini'], Baglung: ['बागलुङ', 'gandaki'], Ilam: ['इलाम', 'koshi'],
  Dhankuta: ['धनकुटा', 'koshi'], Rajbiraj: ['राजविराज', 'madhesh'], Lahan: ['लहान', 'madhesh'],
  Siraha: ['सिरहा', 'madhesh'], Gaur: ['गौर', 'madhesh'], Kalaiya: ['कलैया', 'madhesh'],
  Jaleshwar: ['जलेश्वर', 'madhesh'], Malangwa: ['मलङ्गवा', 'madhesh'], Bidur: ['विदुर', 'bagmati'],
  Besisahar: ['बेसीशहर', 'gandaki'], Damauli: ['दमौली', 'gandaki'], Putalibazar: ['पुतलीबजार', 'gandaki'],
  Waling: ['वालिङ', 'gandaki'], Kawasoti: ['कावासोती', 'gandaki'], Lamahi: ['लमही', 'lumbini'],
  Tikapur: ['टीकापुर', 'sudurpashchim'], Dadeldhura: ['डडेल्धुरा', 'sudurpashchim'], Jumla: ['जुम्ला', 'karnali'],
  Dailekh: ['दैलेख', 'karnali'], Taplejung: ['ताप्लेजुङ', 'koshi'], Okhaldhunga: ['ओखलढुङ्गा', 'koshi'],
  Salleri: ['सल्लेरी', 'koshi'], Charikot: ['चरिकोट', 'bagmati'], Birtamod: ['बिर्तामोड', 'koshi'],
  Bhadrapur: ['भद्रपुर', 'koshi'], Inaruwa: ['इनरुवा', 'koshi'], Mechinagar: ['मेचीनगर', 'koshi'],
};

const OCCUPATION_NE: Record<(typeof OCCUPATIONS)[number], string> = {
  Accountant: 'लेखापाल', Architect: 'वास्तुविद्', Banker: 'बैंकर', 'Business Owner': 'व्यवसायी',
  'Civil Servant': 'निजामती कर्मचारी', Doctor: 'चिकित्सक', Driver: 'चालक', Electrician: 'बिजुली मिस्त्री',
  Engineer: 'इन्जिनियर', Farmer: 'किसान', 'Government Employee': 'सरकारी कर्मचारी', Homemaker: 'गृहिणी',
  Journalist: 'पत्रकार', Laborer: 'मजदुर', Lawyer: 'कानून व्यवसायी', Mechanic: 'मेकानिक',
  'Military or Police': 'सेना वा प्रहरी', Nurse: 'नर्स', Pharmacist: 'फार्मासिस्ट', Plumber: 'प्लम्बर',
  Retired: 'सेवानिवृत्त', 'Sales Representative': 'बिक्री प्रतिनिधि', Shopkeeper: 'पसले',
  'Social Worker': 'सामाजिक कार्यकर्ता', 'Software Engineer': 'सफ्टवेयर इन्जिनियर', Student: 'विद्यार्थी',
  Teacher: 'शिक्षक', 'Tourism and Hospitality': 'पर्यटन तथा आतिथ्य', Unemployed: 'बेरोजगार',
  'Writer or Artist': 'लेखक वा कलाकार', Other: 'अन्य',
};

const BLOOD_GROUP_LABELS: Labels<(typeof BLOOD_GROUPS)[number]> = {
  'A+': ['A positive (A+)', 'ए पोजिटिभ (A+)'], 'A-': ['A negative (A-)', 'ए नेगेटिभ (A-)'],
  'B+': ['B positive (B+)', 'बी पोजिटिभ (B+)'], 'B-': ['B negative (B-)', 'बी नेगेटिभ (B-)'],
  'AB+': ['AB positive (AB+)', 'एबी पोजिटिभ (AB+)'], 'AB-': ['AB negative (AB-)', 'एबी नेगेटिभ (AB-)'],
  'O+': ['O positive (O+)', 'ओ पोजिटिभ (O+)'], 'O-': ['O negative (O-)', 'ओ नेगेटिभ (O-)'],
};

const RELATION_LABELS: Labels<(typeof RELATIONS)[number]> = {
  father: ['Father', 'बुबा'], mother: ['Mother', 'आमा'], husband: ['Husband', 'श्रीमान्'], wife: ['Wife', 'श्रीमती'],
  son: ['Son', 'छोरा'], daughter: ['Daughter', 'छोरी'], brother: ['Brother', 'दाजुभाइ'], sister: ['Sister', 'दिदीबहिनी'],
  grandfather: ['Grandfather', 'हजुरबुबा'], grandmother: ['Grandmother', 'हजुरआमा'], spouse: ['Spouse', 'जीवनसाथी'],
  other: ['Other', 'अन्य'],
};

const MARITAL_LABELS: Labels<(typeof MARITAL_STATUSES)[number]> = {
  single: ['Single', 'अविवाहित'], married: ['Married', 'विवाहित'], divorced: ['Divorced', 'सम्बन्धविच्छेद भएको'],
  widowed: ['Widowed', 'विधवा / विधुर'],
};

const RELIGION_LABELS: Labels<(typeof RELIGIONS)[number]> = {
  hindu: ['Hindu', 'हिन्दु'], buddhist: ['Buddhist', 'बौद्ध'], muslim: ['Muslim', 'मुस्लिम'], christian: ['Christian', 'इसाई'],
  kirant: ['Kirat', 'किरात'], islam: ['Islam', 'इस्लाम'], jain: ['Jain', 'जैन'], sikh: ['Sikh', 'सिख'], other: ['Other', 'अन्य'],
};

const GENDER_LABELS: Labels<(typeof GENDERS)[number]> = {
  male: ['Male', 'पुरुष'], female: ['Female', 'महिला'], other: ['Other', 'अन्य'],
};

const NATIONALITY_LABELS: Labels<(typeof NATIONALITIES)[number]> = {
  nepali: ['Nepali', 'नेपाली'], indian: ['Indian', 'भारतीय'], other: ['Other', 'अन्य'],
};

const LANGUAGE_LABELS: Labels<(typeof LANGUAGES)[number]> = {
  english: ['English', 'अङ्ग्रेजी'], nepali: ['Nepali', 'नेपाली'], hindi: ['Hindi', 'हिन्दी'], other: ['Other', 'अन्य'],
};

export const REVIEW_ASPECT_LABELS: Labels<(typeof REVIEW_ASPECTS)[number]> = {
  doctor_friendliness: ['Doctor friendliness', 'डाक्टरको मिलनसार व्यवहार'],
  treatment_satisfaction: ['Treatment satisfaction', 'उपचारप्रति सन्तुष्टि'],
  clinic_cleanliness: ['Clinic cleanliness', 'क्लिनिकको सरसफाइ'],
  wait_time: ['Wait time', 'पर्खनुपर्ने समय'],
  value_for_money: ['Value for money', 'तिरेको पैसाअनुसारको सेवा'],
  explanation_of_health_issue: ['Explanation of the health issue', 'स्वास्थ्य समस्याको स्पष्ट व्याख्या'],
};

export const REVIEW_WAIT_TIME_LABELS: Labels<(typeof REVIEW_WAIT_TIMES)[number]> = {
  under_15: ['Under 15 minutes', '१५ मिनेटभन्दा कम'],
  '15_30': ['15–30 minutes', '१५–३० मिनेट'],
  '30_45': ['30–45 minutes', '३०–४५ मिनेट'],
  '45_60': ['45–60 minutes', '४५–६० मिनेट'],
  over_60: ['Over 60 minutes', '६० मिनेटभन्दा बढी'],
};

export const REVIEW_RATING_LABELS: Labels<(typeof REVIEW_RATINGS)[number]> = {
  very_satisfied: ['Very satisfied', 'धेरै सन्तुष्ट'],
  satisfied: ['Satisfied', 'सन्तुष्ट'],
  neutral: ['Neutral', 'ठिकै'],
  unsatisfied: ['Unsatisfied', 'असन्तुष्ट'],
  very_unsatisfied: ['Very unsatisfied', 'धेरै असन्तुष्ट'],
};

const items = <T extends string>(values: readonly T[], labels: Labels<T>): OptionItem[] =>
  values.map((value) => ({ value, labelEn: labels[value][0], labelNe: labels[value][1] }));

/** Cities (value = the English name the database stores), optionally of one province. */
export function cityItems(province?: Province): OptionItem[] {
  return CITIES.filter((c) => !province || CITY_INFO[c][1] === province)
    .map((c) => ({ value: c, labelEn: c, labelNe: CITY_INFO[c][0] }));
}

/** The fixed lists by name; `specializations` comes from the database. */
export const STATIC_OPTION_LISTS: Record<string, () => OptionItem[]> = {
  cities: () => cityItems(),
  provinces: () => items(PROVINCES, PROVINCE_LABELS),
  occupations: () => OCCUPATIONS.map((o) => ({ value: o, labelEn: o, labelNe: OCCUPATION_NE[o] })),
  'blood-groups': () => items(BLOOD_GROUPS, BLOOD_GROUP_LABELS),
  relations: () => items(RELATIONS, RELATION_LABELS),
  'marital-statuses': () => items(MARITAL_STATUSES, MARITAL_LABELS),
  religions: () => items(RELIGIONS, RELIGION_LABELS),
  genders: () => items(GENDERS, GENDER_LABELS),
  nationalities: () => items(NATIONALITIES, NATIONALITY_LABELS),
  languages: () => items(LANGUAGES, LANGUAGE_LABELS),
  'review-aspects': () => items(REVIEW_ASPECTS, REVIEW_ASPECT_LABELS),
  'wait-times': () => items(REVIEW_WAIT_TIMES, REVIEW_WAIT_TIME_LABELS),
  'review-ratings': () => items(REVIEW_RATINGS, REVIEW_RATING_LABELS),
};

export const OPTION_LIST_NAMES = [...Object.keys(STATIC_OPTION_LISTS), 'specializations'] as const;
