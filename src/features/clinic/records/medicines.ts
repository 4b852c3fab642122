// The console's medicine list (issue 30): generic name, strength and form of medicines commonly
// prescribed in Nepal (the National List of Essential Medicines' usual strengths). A doctor may also
// type a medicine that is not here: it is then marked as free text for the patient and the pharmacist.
export type MedicineEntry = { generic: string; strength: string; form: MedicineForm };
export const MEDICINE_FORMS = ['Tablet', 'Capsule', 'Syrup', 'Suspension', 'Injection', 'Drops', 'Ointment', 'Inhaler', 'Sachet'] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

const list: [string, string, MedicineForm][] = [
  ['Amlodipine', '5 mg', 'Tablet'], ['Amlodipine', '10 mg', 'Tablet'], ['Losartan', '50 mg', 'Tablet'], ['Atenolol', '50 mg', 'Tablet'],
  ['Metformin', '500 mg', 'Tablet'], ['Metformin', '1000 mg', 'Tablet'], ['Glimepiride', '1 mg', 'Tablet'], ['Atorvastatin', '10 mg', 'Tablet'],
  ['Atorvastatin', '20 mg', 'Tablet'], ['Aspirin', '75 mg', 'Tablet'], ['Clopidogrel', '75 mg', 'Tablet'], ['Paracetamol', '500 mg', 'Tablet'],
  ['Paracetamol', '120 mg/5 mL', 'Syrup'], ['Ibuprofen', '400 mg', 'Tablet'], ['Amoxicillin', '500 mg', 'Capsule'],
  ['Amoxicillin', '125 mg/5 mL', 'Suspension'], ['Azithromycin', '500 mg', 'Tablet'], ['Ciprofloxacin', '500 mg', 'Tablet'],
  ['Cefixime', '200 mg', 'Tablet'], ['Metronidazole', '400 mg', 'Tablet'], ['Doxycycline', '100 mg', 'Capsule'],
  ['Omeprazole', '20 mg', 'Capsule'], ['Pantoprazole', '40 mg', 'Tablet'], ['Ranitidine', '150 mg', 'Tablet'], ['Domperidone', '10 mg', 'Tablet'],
  ['Ondansetron', '4 mg', 'Tablet'], ['Oral rehydration salts', '20.5 g', 'Sachet'], ['Zinc sulfate', '20 mg', 'Tablet'],
  ['Cetirizine', '10 mg', 'Tablet'], ['Levocetirizine', '5 mg', 'Tablet'], ['Salbutamol', '100 mcg/dose', 'Inhaler'],
  ['Salbutamol', '4 mg', 'Tablet'], ['Prednisolone', '5 mg', 'Tablet'], ['Levothyroxine', '50 mcg', 'Tablet'], ['Iron + folic acid', '60 mg + 400 mcg', 'Tablet'],
  ['Calcium carbonate', '500 mg', 'Tablet'], ['Vitamin D3', '60000 IU', 'Capsule'], ['Albendazole', '400 mg', 'Tablet'],
  ['Insulin (regular)', '40 IU/mL', 'Injection'], ['Chloramphenicol', '0.5%', 'Drops'], ['Clotrimazole', '1%', 'Ointment'], ['Hydrochlorothiazide', '25 mg', 'Tablet'],
];

export const MEDICINES: MedicineEntry[] = list.map(([generic, strength, form]) => ({ generic, strength, form }));
export const medicineLabel = (m: MedicineEntry) => `${m.generic} ${m.strength} ${m.form}`;
/** Entries whose name, strength or form contains every word typed. */
export const searchMedicines = (text: string, limit = 8) => {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return MEDICINES.filter((m) => words.every((w) => medicineLabel(m).toLowerCase().includes(w))).slice(0, limit);
};
