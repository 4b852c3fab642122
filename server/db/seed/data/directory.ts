// Name parts and offerings for seeded pharmacies and diagnostic centres.

export const PHARMACY_NAMES: readonly string[] = [
  'Shree Pashupati Pharmacy', 'Sagar Medicos', 'New Himalayan Pharmacy', 'Janata Medical Hall', 'Om Shanti Pharmacy',
  'Ganesh Medical Hall', 'Laxmi Pharmacy', 'Sarswati Medicos', 'Buddha Pharmacy', 'Sahara Pharma', 'Hamro Pharmacy',
  'Nepal Drug House', 'Aarogya Pharmacy', 'Life Line Pharmacy', 'Care Plus Pharmacy', 'Shiva Shakti Medicos',
  'Annapurna Pharmacy', 'Everest Medical Hall', 'Mechi Pharmacy', 'Sunrise Pharmacy', 'City Pharmacy',
  'Kalika Medical Hall', 'Manakamana Pharmacy', 'Sital Medicos', 'Janaki Pharmacy', 'Bhagawati Medical Hall',
  'Shubha Labh Pharmacy', 'Green Cross Pharmacy', 'Tripura Sundari Medicos', 'Gorkha Pharmacy',
];

export const PHARMACY_SERVICES: readonly string[] = [
  'Prescription medicines', 'Over-the-counter medicines', 'Ayurvedic and herbal products', 'Baby and mother care',
  'Surgical supplies', 'Blood pressure check', 'Blood sugar test', 'Diabetic care products', 'Medicine refill reminders',
  'Vaccines and cold chain', 'Veterinary medicines', 'Online prescription upload',
];

export const DIAGNOSTIC_NAMES: readonly string[] = [
  'Himalayan Diagnostic Centre', 'Sagarmatha Path Lab', 'Nepal Pathology and Imaging', 'Samyak Diagnostic',
  'Everest Diagnostic and Research Centre', 'Annapurna Lab and Imaging', 'Metro Diagnostic Centre',
  'Precision Path Lab', 'Life Care Diagnostic', 'Shree Diagnostic Centre', 'Unique Lab and Imaging',
  'Trust Diagnostic Centre', 'Medi Scan Diagnostic', 'Clinical Path Lab', 'Koshi Diagnostic Centre',
  'Lumbini Lab and Imaging', 'Gandaki Diagnostic Centre', 'Karnali Path Lab', 'Janaki Diagnostic Centre',
  'Accurate Lab Services',
];

export const DIAGNOSTIC_TESTS: readonly string[] = [
  'Complete Blood Count (CBC)', 'Lipid Profile', 'HbA1c', 'Fasting Blood Sugar', 'Thyroid Function Test (TFT)',
  'Liver Function Test (LFT)', 'Renal Function Test (RFT)', 'Urine Routine Examination', 'Stool Routine Examination',
  'X-Ray', 'Ultrasonography (USG)', 'ECG', 'Echocardiography', 'CT Scan', 'MRI', 'Dengue NS1 Antigen',
  'Vitamin D (25-OH)', 'Vitamin B12', 'Widal Test', 'Uric Acid', 'Serum Electrolytes', 'Hepatitis B Surface Antigen',
  'HIV I and II Antibody', 'Prostate Specific Antigen (PSA)', 'Pap Smear', 'Mammography',
];

