import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

describe('textLanguage', () => {
  it('is Nepali when Devanagari letters outnumber Latin ones, else English', () => {
    expect(textLanguage('डाक्टरले राम्ररी बुझाउनुभयो।')).toBe('ne');
    expect(textLanguage('The doctor explained everything.')).toBe('en');
    // A few English words (a medicine, a test) in a Nepali text keep it Nepali, and the other way round.
    expect(textLanguage('Paracetamol खाएपछि ज्वरो घट्यो, तर TFT जाँच गर्न भन्नुभयो।')).toBe('ne');
    expect(textLanguage('Very good doctor, धन्यवाद.')).toBe('en');
  });

  it('reads several texts together and skips missing ones', () => {
    expect(textLanguage('ज्वरो', null, undefined, 'एकदम राम्रो')).toBe('ne');
    expect(textLanguage(null, '')).toBe('en');
  });
});
