// Devanagari names of seeded pharmacies and diagnostic centres (./directory.ts), as their signboards
// write them: Nepali words in Nepali, English words transliterated ('Medical Hall' = 'मेडिकल हल').

export const PLACE_NAMES_NE: Readonly<Record<string, string>> = {
  // Pharmacies
  'Shree Pashupati Pharmacy': 'श्री पशुपति फार्मेसी', 'Sagar Medicos': 'सागर मेडिकोज',
  'New Himalayan Pharmacy': 'न्यू हिमालयन फार्मेसी', 'Janata Medical Hall': 'जनता मेडिकल हल',
  'Om Shanti Pharmacy': 'ॐ शान्ति फार्मेसी', 'Ganesh Medical Hall': 'गणेश मेडिकल हल', 'Laxmi Pharmacy': 'लक्ष्मी फार्मेसी',
  'Sarswati Medicos': 'सरस्वती मेडिकोज', 'Buddha Pharmacy': 'बुद्ध फार्मेसी', 'Sahara Pharma': 'सहारा फार्मा',
  'Hamro Pharmacy': 'हाम्रो फार्मेसी', 'Nepal Drug House': 'नेपाल ड्रग हाउस', 'Aarogya Pharmacy': 'आरोग्य फार्मेसी',
  'Life Line Pharmacy': 'लाइफ लाइन फार्मेसी', 'Care Plus Pharmacy': 'केयर प्लस फार्मेसी',
  'Shiva Shakti Medicos': 'शिव शक्ति मेडिकोज', 'Annapurna Pharmacy': 'अन्नपूर्ण फार्मेसी',
  'Everest Medical Hall': 'एभरेस्ट मेडिकल हल', 'Mechi Pharmacy': 'मेची फार्मेसी', 'Sunrise Pharmacy': 'सनराइज फार्मेसी',
  'City Pharmacy': 'सिटी फार्मेसी', 'Kalika Medical Hall': 'कालिका मेडिकल हल', 'Manakamana Pharmacy': 'मनकामना फार्मेसी',
  'Sital Medicos': 'शीतल मेडिकोज', 'Janaki Pharmacy': 'जानकी फार्मेसी', 'Bhagawati Medical Hall': 'भगवती मेडिकल हल',
  'Shubha Labh Pharmacy': 'शुभ लाभ फार्मेसी', 'Green Cross Pharmacy': 'ग्रिन क्रस फार्मेसी',
  'Tripura Sundari Medicos': 'त्रिपुरासुन्दरी मेडिकोज', 'Gorkha Pharmacy': 'गोरखा फार्मेसी',

  // Diagnostic centres
  'Himalayan Diagnostic Centre': 'हिमालयन डायग्नोस्टिक सेन्टर', 'Sagarmatha Path Lab': 'सगरमाथा प्याथ ल्याब',
  'Nepal Pathology and Imaging': 'नेपाल प्याथोलोजी एन्ड इमेजिङ', 'Samyak Diagnostic': 'सम्यक डायग्नोस्टिक',
  'Everest Diagnostic and Research Centre': 'एभरेस्ट डायग्नोस्टिक एन्ड रिसर्च सेन्टर',
  'Annapurna Lab and Imaging': 'अन्नपूर्ण ल्याब एन्ड इमेजिङ', 'Metro Diagnostic Centre': 'मेट्रो डायग्नोस्टिक सेन्टर',
  'Precision Path Lab': 'प्रिसिजन प्याथ ल्याब', 'Life Care Diagnostic': 'लाइफ केयर डायग्नोस्टिक',
  'Shree Diagnostic Centre': 'श्री डायग्नोस्टिक सेन्टर', 'Unique Lab and Imaging': 'युनिक ल्याब एन्ड इमेजिङ',
  'Trust Diagnostic Centre': 'ट्रस्ट डायग्नोस्टिक सेन्टर', 'Medi Scan Diagnostic': 'मेडि स्क्यान डायग्नोस्टिक',
  'Clinical Path Lab': 'क्लिनिकल प्याथ ल्याब', 'Koshi Diagnostic Centre': 'कोशी डायग्नोस्टिक सेन्टर',
  'Lumbini Lab and Imaging': 'लुम्बिनी ल्याब एन्ड इमेजिङ', 'Gandaki Diagnostic Centre': 'गण्डकी डायग्नोस्टिक सेन्टर',
  'Karnali Path Lab': 'कर्णाली प्याथ ल्याब', 'Janaki Diagnostic Centre': 'जानकी डायग्नोस्टिक सेन्टर',
  'Accurate Lab Services': 'एक्युरेट ल्याब सर्भिसेस',
};

/** Localities (./places.ts), for pharmacies named after theirs ('Thamel Pharmacy' = 'ठमेल फार्मेसी'). */
export const LOCALITIES_NE: Readonly<Record<string, string>> = {
  Baneshwor: 'बानेश्वर', Maharajgunj: 'महाराजगञ्ज', Teku: 'टेकु', Kalanki: 'कलंकी', Chabahil: 'चाबहिल',
  Putalisadak: 'पुतलीसडक', Thamel: 'ठमेल', Koteshwor: 'कोटेश्वर', Baluwatar: 'बालुवाटार', Gongabu: 'गोंगबु',
  Boudha: 'बौद्ध', Sinamangal: 'सिनामंगल', Tripureshwor: 'त्रिपुरेश्वर', Swayambhu: 'स्वयम्भू',
  Budhanilkantha: 'बूढानीलकण्ठ', Kapan: 'कपन', Sitapaila: 'सितापाइला',
  Pulchowk: 'पुल्चोक', Jawalakhel: 'जावलाखेल', Kupondole: 'कुपण्डोल', Satdobato: 'सातदोबाटो', Lagankhel: 'लगनखेल',
  Imadol: 'इमाडोल', Sanepa: 'सानेपा', Gwarko: 'ग्वार्को',
  Suryabinayak: 'सूर्यविनायक', Kamalbinayak: 'कमलविनायक', Thimi: 'ठिमी', Sallaghari: 'सल्लाघारी', Dudhpati: 'दूधपाटी',
  'Naya Bazar': 'नयाँ बजार', Panga: 'पाँगा', Chobhar: 'चोभार',
  Lakeside: 'लेकसाइड', Mahendrapool: 'महेन्द्रपुल', Chipledhunga: 'चिप्लेढुंगा', 'Prithvi Chowk': 'पृथ्वी चोक',
  Ramghat: 'रामघाट', Bagar: 'बगर', Lamachaur: 'लामाचौर', 'Srijana Chowk': 'सृजना चोक',
  'Traffic Chowk': 'ट्राफिक चोक', Bargachhi: 'बरगाछी', 'Main Road': 'मेन रोड', Tinpaini: 'तीनपैनी',
  'Roadcess Chowk': 'रोडसेस चोक', Rani: 'रानी',
  Adarshanagar: 'आदर्शनगर', Ghantaghar: 'घण्टाघर', 'Powerhouse Chowk': 'पावरहाउस चोक', Murli: 'मुरली',
  Chhapkaiya: 'छपकैया',
  Narayangadh: 'नारायणगढ', Chaubiskoti: 'चौबीसकोठी', 'Lions Chowk': 'लायन्स चोक', 'Gaindakot Road': 'गैंडाकोट रोड',
  Milanchowk: 'मिलनचोक', Golpark: 'गोलपार्क', Kalikanagar: 'कालिकानगर', Devinagar: 'देवीनगर',
  'Bhanu Chowk': 'भानु चोक', 'Putali Line': 'पुतली लाइन', 'Chatra Line': 'छत्र लाइन', Panbari: 'पानबारी', Ghopa: 'घोपा',
  'Bank Road': 'बैंक रोड', Kamane: 'कमाने', Sanoshree: 'सानोश्री',
  'Ramanand Chowk': 'रामानन्द चोक', 'Murali Chowk': 'मुरली चोक', 'Mills Area': 'मिल्स एरिया',
  Dhamboji: 'धम्बोझी', 'Tribhuvan Chowk': 'त्रिभुवन चोक', 'Surkhet Road': 'सुर्खेत रोड', 'BP Chowk': 'बीपी चोक',
  Chauraha: 'चौराहा', Hasanpur: 'हसनपुर', 'Campus Road': 'क्याम्पस रोड', 'Uttar Behadi': 'उत्तर बेहडी',
  'Itahari Chowk': 'इटहरी चोक', Pakali: 'पकली', Khanar: 'खनार',
  'Buddha Chowk': 'बुद्ध चोक', 'Devkota Chowk': 'देवकोटा चोक', 'Milan Chowk': 'मिलन चोक',
  Buspark: 'बसपार्क', 'Mangalgadhi Chowk': 'मंगलगढी चोक', Itram: 'इत्राम',
  'Bijauri Road': 'बिजौरी रोड', 'Tulsipur Bazaar': 'तुलसीपुर बजार',
  'Bhakundebesi Road': 'भकुण्डेबेसी रोड', Shreekhandapur: 'श्रीखण्डपुर',
  Tindobato: 'तीनदोबाटो', Chandeshwori: 'चण्डेश्वरी',
  'Damak Chowk': 'दमक चोक', 'Bhanu Path': 'भानु पथ',
  Charpane: 'चारपाने', Anarmani: 'अनारमनी',
  'Bishal Bazaar': 'विशाल बजार', Batasedanda: 'बटासेडाँडा',
  'Gorkha Bazaar': 'गोरखा बजार', 'Prithvi Path': 'पृथ्वी पथ',
  'Ilam Bazaar': 'इलाम बजार', Puwajung: 'पुवाजुङ',
};

/** The Devanagari name of a seeded place: from the list, or '<locality> फार्मेसी'. */
export function placeNameNe(name: string, locality?: string): string {
  const listed = PLACE_NAMES_NE[name];
  if (listed) return listed;
  if (locality && name === `${locality} Pharmacy` && LOCALITIES_NE[locality]) return `${LOCALITIES_NE[locality]} फार्मेसी`;
  throw new Error(`no Devanagari name for the seed place '${name}'`);
}
