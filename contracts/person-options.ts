// The option lists of a person's details (spec section 3 and 9): profile and family member forms,
// their server validation and database enums.

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const RELIGIONS = ['hindu', 'buddhist', 'muslim', 'christian', 'kirant', 'islam', 'jain', 'sikh', 'other'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const NATIONALITIES = ['nepali', 'indian', 'other'] as const;
export const LANGUAGES = ['english', 'nepali', 'hindi', 'other'] as const;
export const COUNTRY_CODES = ['+977', '+91', '+1', '+44', '+61', '+971', '+974', '+966', '+60', '+81', '+82'] as const;
export const DEFAULT_COUNTRY_CODE = '+977';
/**
 * The time zones the profile offers (spec 3: the patient's zone), where Nepali patients and their families
 * live and work; any valid IANA zone is accepted by the API.
 */
export const PROFILE_TIME_ZONES = [
  'Asia/Kathmandu', 'Asia/Kolkata', 'Asia/Dhaka', 'Asia/Thimphu', 'Asia/Dubai', 'Asia/Qatar', 'Asia/Riyadh', 'Asia/Kuwait',
  'Asia/Bahrain', 'Asia/Muscat', 'Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Seoul', 'Asia/Tokyo',
  'Australia/Sydney', 'Europe/London', 'America/New_York',
] as const;
export const OCCUPATIONS = [
  'Accountant', 'Architect', 'Banker', 'Business Owner', 'Civil Servant', 'Doctor', 'Driver',
  'Electrician', 'Engineer', 'Farmer', 'Government Employee', 'Homemaker', 'Journalist', 'Laborer',
  'Lawyer', 'Mechanic', 'Military or Police', 'Nurse', 'Pharmacist', 'Plumber', 'Retired',
  'Sales Representative', 'Shopkeeper', 'Social Worker', 'Software Engineer', 'Student', 'Teacher',
  'Tourism and Hospitality', 'Unemployed', 'Writer or Artist', 'Other',
] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
