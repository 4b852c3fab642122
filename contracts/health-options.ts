// The allergies and health problems a patient can pick from a list (coded with SNOMED CT in the
// summary); anything else is written as free text. The names are marked /*i18n*/: the app and the
// summary's narrative show them in the reader's language.

export const SNOMED = 'http://snomed.info/sct';

export const ALLERGY_OPTIONS = [
  { code: '764146007', display: /*i18n*/ 'Penicillin' },
  { code: '387406002', display: /*i18n*/ 'Sulfonamide (sulfa drugs)' },
  { code: '387458008', display: /*i18n*/ 'Aspirin' },
  { code: '387207008', display: /*i18n*/ 'Ibuprofen' },
  { code: '762952008', display: /*i18n*/ 'Peanut' },
  { code: '102263004', display: /*i18n*/ 'Eggs' },
  { code: '3718001', display: /*i18n*/ "Cow's milk" },
  { code: '111088007', display: /*i18n*/ 'Latex' },
  { code: '288328004', display: /*i18n*/ 'Bee venom' },
] as const;

export const PROBLEM_OPTIONS = [
  { code: '59621000', display: /*i18n*/ 'High blood pressure (hypertension)' },
  { code: '44054006', display: /*i18n*/ 'Type 2 diabetes' },
  { code: '195967001', display: /*i18n*/ 'Asthma' },
  { code: '13645005', display: /*i18n*/ 'Chronic obstructive lung disease (COPD)' },
  { code: '40930008', display: /*i18n*/ 'Hypothyroidism' },
  { code: '56717001', display: /*i18n*/ 'Tuberculosis' },
  { code: '709044004', display: /*i18n*/ 'Chronic kidney disease' },
  { code: '84114007', display: /*i18n*/ 'Heart failure' },
  { code: '84757009', display: /*i18n*/ 'Epilepsy' },
  { code: '35489007', display: /*i18n*/ 'Depression' },
] as const;

export const ALLERGY_CODES = ALLERGY_OPTIONS.map((o) => o.code);
export const PROBLEM_CODES = PROBLEM_OPTIONS.map((o) => o.code);

/** IPS "absent and unknown" codes: an explicit "none known" answer is an entry, not an empty section. */
export const NO_KNOWN_ALLERGY = { code: '716186003', display: 'No known allergy' } as const;
export const NO_KNOWN_PROBLEM = { code: '160245001', display: 'No current problems or disability' } as const;
