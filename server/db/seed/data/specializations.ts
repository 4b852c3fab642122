// Medical specializations (English and Nepali), the degrees behind them and typical services.

export interface SpecializationSeed {
  slug: string;
  nameEn: string;
  nameNe: string;
  /** Relative share of doctors. */
  weight: number;
  /** Post-graduate degrees after the basic degree; empty = MBBS only. */
  degrees: readonly string[];
  basic?: 'BDS';
  services: readonly string[];
  /** A job title for the experience section. */
  title: string;
}

export const SPECIALIZATIONS: readonly SpecializationSeed[] = [
  { slug: 'general-physician', nameEn: 'General Physician', nameNe: 'सामान्य चिकित्सक', weight: 16, degrees: [], title: 'Medical Officer',
    services: ['General health check-up', 'Fever and infection treatment', 'Blood pressure monitoring', 'Vaccination advice', 'Health certificate'] },
  { slug: 'internal-medicine', nameEn: 'Internal Medicine', nameNe: 'आन्तरिक चिकित्सा', weight: 12, degrees: ['MD Internal Medicine'], title: 'Consultant Physician',
    services: ['Diabetes management', 'Hypertension management', 'Thyroid disorders', 'Chronic disease follow-up', 'Preventive health check-up'] },
  { slug: 'family-medicine', nameEn: 'Family Medicine', nameNe: 'पारिवारिक चिकित्सा', weight: 5, degrees: ['MD General Practice and Emergency Medicine'], title: 'Consultant General Practitioner',
    services: ['Family health care', 'Emergency care', 'Elderly care', 'Minor procedures', 'Antenatal check-up'] },
  { slug: 'paediatrics', nameEn: 'Paediatrics', nameNe: 'बाल रोग', weight: 9, degrees: ['MD Paediatrics'], title: 'Consultant Paediatrician',
    services: ['Newborn care', 'Child growth monitoring', 'Childhood vaccination', 'Childhood asthma', 'Nutrition counselling'] },
  { slug: 'gynaecology-obstetrics', nameEn: 'Gynaecology & Obstetrics', nameNe: 'स्त्री तथा प्रसूति रोग', weight: 9, degrees: ['MD Obstetrics and Gynaecology'], title: 'Consultant Gynaecologist',
    services: ['Antenatal care', 'Normal and caesarean delivery', 'Infertility evaluation', 'Family planning', 'Menstrual disorders', 'PAP smear screening'] },
  { slug: 'orthopaedics', nameEn: 'Orthopaedics', nameNe: 'हाड जोर्नी रोग', weight: 7, degrees: ['MS Orthopaedics'], title: 'Consultant Orthopaedic Surgeon',
    services: ['Fracture management', 'Joint replacement', 'Arthroscopy', 'Sports injury', 'Back pain treatment'] },
  { slug: 'cardiology', nameEn: 'Cardiology', nameNe: 'मुटु रोग', weight: 5, degrees: ['MD Internal Medicine', 'DM Cardiology'], title: 'Consultant Cardiologist',
    services: ['ECG', 'Echocardiography', 'Treadmill test (TMT)', 'Heart failure management', 'Angiography and angioplasty'] },
  { slug: 'dermatology', nameEn: 'Dermatology', nameNe: 'छाला तथा यौन रोग', weight: 6, degrees: ['MD Dermatology, Venereology and Leprosy'], title: 'Consultant Dermatologist',
    services: ['Acne treatment', 'Eczema and psoriasis care', 'Fungal infection treatment', 'Hair loss treatment', 'Skin allergy testing'] },
  { slug: 'ent', nameEn: 'ENT (Ear, Nose and Throat)', nameNe: 'नाक, कान, घाँटी रोग', weight: 5, degrees: ['MS Otorhinolaryngology'], title: 'Consultant ENT Surgeon',
    services: ['Hearing test (audiometry)', 'Sinusitis treatment', 'Tonsillectomy', 'Ear wax removal', 'Endoscopic sinus surgery'] },
  { slug: 'ophthalmology', nameEn: 'Ophthalmology', nameNe: 'आँखा रोग', weight: 5, degrees: ['MD Ophthalmology'], title: 'Consultant Ophthalmologist',
    services: ['Eye check-up', 'Cataract surgery', 'Glaucoma screening', 'Diabetic retinopathy screening', 'Spectacle prescription'] },
  { slug: 'psychiatry', nameEn: 'Psychiatry', nameNe: 'मानसिक रोग', weight: 4, degrees: ['MD Psychiatry'], title: 'Consultant Psychiatrist',
    services: ['Depression and anxiety treatment', 'Addiction treatment', 'Sleep disorders', 'Counselling', 'Child and adolescent mental health'] },
  { slug: 'neurology', nameEn: 'Neurology', nameNe: 'स्नायु रोग', weight: 3, degrees: ['MD Internal Medicine', 'DM Neurology'], title: 'Consultant Neurologist',
    services: ['Headache and migraine treatment', 'Epilepsy management', 'Stroke care', 'Parkinson disease care', 'EEG and nerve conduction study'] },
  { slug: 'nephrology', nameEn: 'Nephrology', nameNe: 'मिर्गौला रोग', weight: 2, degrees: ['MD Internal Medicine', 'DM Nephrology'], title: 'Consultant Nephrologist',
    services: ['Chronic kidney disease care', 'Dialysis', 'Kidney transplant follow-up', 'Kidney stone evaluation'] },
  { slug: 'gastroenterology', nameEn: 'Gastroenterology', nameNe: 'पेट तथा आन्द्रा रोग', weight: 3, degrees: ['MD Internal Medicine', 'DM Gastroenterology'], title: 'Consultant Gastroenterologist',
    services: ['Endoscopy', 'Colonoscopy', 'Liver disease care', 'Gastritis and acid reflux treatment', 'Hepatitis B and C treatment'] },
  { slug: 'pulmonology', nameEn: 'Pulmonology', nameNe: 'फोक्सो तथा श्वासप्रश्वास रोग', weight: 3, degrees: ['MD Internal Medicine', 'DM Pulmonary, Critical Care and Sleep Medicine'], title: 'Consultant Pulmonologist',
    services: ['Asthma and COPD care', 'Pulmonary function test', 'Tuberculosis treatment', 'Bronchoscopy', 'Sleep apnoea evaluation'] },
  { slug: 'endocrinology', nameEn: 'Endocrinology', nameNe: 'मधुमेह तथा हर्मोन रोग', weight: 2, degrees: ['MD Internal Medicine', 'DM Endocrinology'], title: 'Consultant Endocrinologist',
    services: ['Diabetes care and insulin therapy', 'Thyroid disease', 'Obesity management', 'PCOS management', 'Osteoporosis'] },
  { slug: 'urology', nameEn: 'Urology', nameNe: 'मूत्र रोग', weight: 2, degrees: ['MS General Surgery', 'MCh Urology'], title: 'Consultant Urologist',
    services: ['Kidney stone removal', 'Prostate treatment', 'Urinary tract infection', 'Cystoscopy'] },
  { slug: 'oncology', nameEn: 'Oncology', nameNe: 'क्यान्सर रोग', weight: 2, degrees: ['MD Internal Medicine', 'DM Medical Oncology'], title: 'Consultant Oncologist',
    services: ['Chemotherapy', 'Cancer screening', 'Breast cancer care', 'Palliative care'] },
  { slug: 'general-surgery', nameEn: 'General Surgery', nameNe: 'सामान्य शल्यचिकित्सा', weight: 5, degrees: ['MS General Surgery'], title: 'Consultant General Surgeon',
    services: ['Appendix surgery', 'Gallbladder surgery (laparoscopic)', 'Hernia repair', 'Piles and fistula treatment', 'Wound care'] },
  { slug: 'neurosurgery', nameEn: 'Neurosurgery', nameNe: 'स्नायु शल्यचिकित्सा', weight: 1, degrees: ['MS General Surgery', 'MCh Neurosurgery'], title: 'Consultant Neurosurgeon',
    services: ['Head injury care', 'Spine surgery', 'Brain tumour surgery', 'Disc prolapse treatment'] },
  { slug: 'cardiothoracic-surgery', nameEn: 'Cardiothoracic & Vascular Surgery', nameNe: 'मुटु तथा छाती शल्यचिकित्सा', weight: 1, degrees: ['MS General Surgery', 'MCh Cardiothoracic and Vascular Surgery'], title: 'Consultant CTVS Surgeon',
    services: ['Heart valve surgery', 'Bypass surgery (CABG)', 'Varicose vein treatment', 'Lung surgery'] },
  { slug: 'dentistry', nameEn: 'Dentistry', nameNe: 'दन्त चिकित्सा', weight: 6, degrees: [], basic: 'BDS', title: 'Dental Surgeon',
    services: ['Dental check-up', 'Scaling and polishing', 'Root canal treatment', 'Tooth extraction', 'Braces and aligners', 'Dental implants'] },
  { slug: 'rheumatology', nameEn: 'Rheumatology', nameNe: 'बाथ रोग', weight: 1, degrees: ['MD Internal Medicine', 'DM Rheumatology'], title: 'Consultant Rheumatologist',
    services: ['Rheumatoid arthritis care', 'Gout treatment', 'Lupus care', 'Joint injection'] },
  { slug: 'haematology', nameEn: 'Haematology', nameNe: 'रक्त रोग', weight: 1, degrees: ['MD Internal Medicine', 'DM Clinical Haematology'], title: 'Consultant Haematologist',
    services: ['Anaemia evaluation', 'Thalassaemia care', 'Bleeding disorders', 'Bone marrow examination'] },
  { slug: 'infectious-diseases', nameEn: 'Infectious & Tropical Diseases', nameNe: 'सरुवा तथा उष्ण प्रदेशीय रोग', weight: 1, degrees: ['MD Internal Medicine', 'Fellowship in Infectious Diseases'], title: 'Consultant Infectious Disease Physician',
    services: ['Typhoid and dengue treatment', 'HIV care', 'Scrub typhus treatment', 'Travel medicine'] },
];

/** Specializations a doctor of the main one may also list. */
export const RELATED_SPECIALIZATIONS: Readonly<Record<string, readonly string[]>> = {
  'internal-medicine': ['general-physician', 'endocrinology', 'infectious-diseases'],
  'family-medicine': ['general-physician', 'paediatrics'],
  'general-physician': ['family-medicine'],
  cardiology: ['internal-medicine'],
  neurology: ['internal-medicine'],
  nephrology: ['internal-medicine'],
  gastroenterology: ['internal-medicine'],
  pulmonology: ['internal-medicine', 'infectious-diseases'],
  endocrinology: ['internal-medicine'],
  oncology: ['internal-medicine', 'haematology'],
  rheumatology: ['internal-medicine'],
  haematology: ['internal-medicine'],
  'infectious-diseases': ['internal-medicine'],
  urology: ['general-surgery'],
  neurosurgery: ['general-surgery'],
  'cardiothoracic-surgery': ['general-surgery'],
};
