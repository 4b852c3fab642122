// A doctor's name in the reader's script: Devanagari in Nepali when the directory has it, else the
// Latin name. Without the title ('Dr.' / 'डा.'), which the caller writes in the reader's language.
import type { Locale } from './message-texts';

export type DoctorNames = {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  firstNameNe?: string | null;
  middleNameNe?: string | null;
  lastNameNe?: string | null;
};

export function displayDoctorName(d: DoctorNames, locale: Locale): string {
  // All or nothing: half a name in each script reads worse than the Latin one.
  const ne = locale === 'ne' && d.firstNameNe && d.lastNameNe && (!d.middleName || d.middleNameNe);
  const parts = ne ? [d.firstNameNe, d.middleNameNe, d.lastNameNe] : [d.firstName, d.middleName, d.lastName];
  return parts.filter(Boolean).join(' ');
}
