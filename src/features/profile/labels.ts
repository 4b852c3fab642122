// Display labels for the profile's option lists (the data keeps the contract's values).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LANGUAGES, MARITAL_STATUSES, NATIONALITIES, OCCUPATIONS, PROFILE_TIME_ZONES, RELIGIONS } from '@contracts/person-options';

export { GENDER_LABELS } from '@/lib/domain/person-labels';
export const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], MessageDescriptor> = {
  single: msg`Single`, married: msg`Married`, divorced: msg`Divorced`, widowed: msg`Widowed`,
};
export const RELIGION_LABELS: Record<(typeof RELIGIONS)[number], MessageDescriptor> = {
  hindu: msg`Hindu`, buddhist: msg`Buddhist`, muslim: msg`Muslim`, christian: msg`Christian`, kirant: msg`Kirant`,
  islam: msg`Islam`, jain: msg`Jain`, sikh: msg`Sikh`, other: msg`Other`,
};
export const NATIONALITY_LABELS: Record<(typeof NATIONALITIES)[number], MessageDescriptor> = {
  nepali: msg`Nepali`, indian: msg`Indian`, other: msg`Other`,
};
export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], MessageDescriptor> = {
  english: msg`English`, nepali: msg`Nepali`, hindi: msg`Hindi`, other: msg`Other`,
};
export const TIME_ZONE_LABELS: Record<(typeof PROFILE_TIME_ZONES)[number], MessageDescriptor> = {
  'Asia/Kathmandu': msg`Nepal (Kathmandu)`, 'Asia/Kolkata': msg`India`, 'Asia/Dhaka': msg`Bangladesh`, 'Asia/Thimphu': msg`Bhutan`,
  'Asia/Dubai': msg`United Arab Emirates`, 'Asia/Qatar': msg`Qatar`, 'Asia/Riyadh': msg`Saudi Arabia`, 'Asia/Kuwait': msg`Kuwait`,
  'Asia/Bahrain': msg`Bahrain`, 'Asia/Muscat': msg`Oman`, 'Asia/Kuala_Lumpur': msg`Malaysia`, 'Asia/Singapore': msg`Singapore`,
  'Asia/Hong_Kong': msg`Hong Kong`, 'Asia/Seoul': msg`South Korea`, 'Asia/Tokyo': msg`Japan`, 'Australia/Sydney': msg`Australia (Sydney)`,
  'Europe/London': msg`United Kingdom`, 'America/New_York': msg`United States (New York)`,
};
export const OCCUPATION_LABELS: Record<(typeof OCCUPATIONS)[number], MessageDescriptor> = {
  Accountant: msg`Accountant`, Architect: msg`Architect`, Banker: msg`Banker`, 'Business Owner': msg`Business Owner`,
  'Civil Servant': msg`Civil Servant`, Doctor: msg`Doctor`, Driver: msg`Driver`, Electrician: msg`Electrician`, Engineer: msg`Engineer`,
  Farmer: msg`Farmer`, 'Government Employee': msg`Government Employee`, Homemaker: msg`Homemaker`, Journalist: msg`Journalist`,
  Laborer: msg`Laborer`, Lawyer: msg`Lawyer`, Mechanic: msg`Mechanic`, 'Military or Police': msg`Military or Police`, Nurse: msg`Nurse`,
  Pharmacist: msg`Pharmacist`, Plumber: msg`Plumber`, Retired: msg`Retired`, 'Sales Representative': msg`Sales Representative`,
  Shopkeeper: msg`Shopkeeper`, 'Social Worker': msg`Social Worker`, 'Software Engineer': msg`Software Engineer`, Student: msg`Student`,
  Teacher: msg`Teacher`, 'Tourism and Hospitality': msg`Tourism and Hospitality`, Unemployed: msg`Unemployed`,
  'Writer or Artist': msg`Writer or Artist`, Other: msg`Other`,
};
