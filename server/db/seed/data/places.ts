// Cities with coordinates and neighbourhoods, and the institutions doctors trained at.
import type { CITIES } from '../../../../contracts/cities';

export interface CitySeed {
  city: (typeof CITIES)[number];
  lat: number;
  lng: number;
  /** Relative share of doctors and clinics. */
  weight: number;
  localities: readonly string[];
  /** Landline area code. */
  areaCode: string;
}

export const SEED_CITIES: readonly CitySeed[] = [
  { city: 'Kathmandu', lat: 27.7172, lng: 85.324, weight: 30, areaCode: '01', localities: [
    'Baneshwor', 'Maharajgunj', 'Teku', 'Kalanki', 'Chabahil', 'Putalisadak', 'Thamel', 'Koteshwor', 'Baluwatar',
    'Gongabu', 'Boudha', 'Sinamangal', 'Tripureshwor', 'Swayambhu', 'Budhanilkantha', 'Kapan', 'Sitapaila'] },
  { city: 'Lalitpur', lat: 27.6644, lng: 85.3188, weight: 9, areaCode: '01', localities: [
    'Pulchowk', 'Jawalakhel', 'Kupondole', 'Satdobato', 'Lagankhel', 'Imadol', 'Sanepa', 'Gwarko'] },
  { city: 'Bhaktapur', lat: 27.671, lng: 85.4298, weight: 4, areaCode: '01', localities: [
    'Suryabinayak', 'Kamalbinayak', 'Thimi', 'Sallaghari', 'Dudhpati'] },
  { city: 'Kirtipur', lat: 27.6787, lng: 85.2775, weight: 1, areaCode: '01', localities: ['Naya Bazar', 'Panga', 'Chobhar'] },
  { city: 'Pokhara', lat: 28.2096, lng: 83.9856, weight: 8, areaCode: '061', localities: [
    'Lakeside', 'Mahendrapool', 'Chipledhunga', 'Prithvi Chowk', 'Ramghat', 'Bagar', 'Lamachaur', 'Srijana Chowk'] },
  { city: 'Biratnagar', lat: 26.4525, lng: 87.2718, weight: 6, areaCode: '021', localities: [
    'Traffic Chowk', 'Bargachhi', 'Main Road', 'Tinpaini', 'Roadcess Chowk', 'Rani'] },
  { city: 'Birgunj', lat: 27.0104, lng: 84.8779, weight: 4, areaCode: '051', localities: [
    'Adarshanagar', 'Ghantaghar', 'Powerhouse Chowk', 'Murli', 'Chhapkaiya'] },
  { city: 'Bharatpur', lat: 27.6833, lng: 84.4333, weight: 5, areaCode: '056', localities: [
    'Narayangadh', 'Chaubiskoti', 'Pulchowk', 'Lions Chowk', 'Gaindakot Road'] },
  { city: 'Butwal', lat: 27.7006, lng: 83.4483, weight: 4, areaCode: '071', localities: [
    'Traffic Chowk', 'Milanchowk', 'Golpark', 'Kalikanagar', 'Devinagar'] },
  { city: 'Dharan', lat: 26.8125, lng: 87.2833, weight: 4, areaCode: '025', localities: [
    'Bhanu Chowk', 'Putali Line', 'Chatra Line', 'Panbari', 'Ghopa'] },
  { city: 'Hetauda', lat: 27.4284, lng: 85.0322, weight: 2, areaCode: '057', localities: ['Bank Road', 'Kamane', 'Sanoshree'] },
  { city: 'Janakpur', lat: 26.7288, lng: 85.9263, weight: 3, areaCode: '041', localities: ['Bhanu Chowk', 'Ramanand Chowk', 'Murali Chowk', 'Mills Area'] },
  { city: 'Nepalgunj', lat: 28.05, lng: 81.6167, weight: 3, areaCode: '081', localities: ['Dhamboji', 'Tribhuvan Chowk', 'Surkhet Road', 'BP Chowk'] },
  { city: 'Dhangadhi', lat: 28.6852, lng: 80.6216, weight: 3, areaCode: '091', localities: ['Chauraha', 'Hasanpur', 'Campus Road', 'Uttar Behadi'] },
  { city: 'Itahari', lat: 26.6667, lng: 87.2833, weight: 2, areaCode: '025', localities: ['Itahari Chowk', 'Pakali', 'Khanar'] },
  { city: 'Bhairahawa', lat: 27.5, lng: 83.45, weight: 2, areaCode: '071', localities: ['Buddha Chowk', 'Devkota Chowk', 'Milan Chowk'] },
  { city: 'Birendranagar', lat: 28.6, lng: 81.6333, weight: 2, areaCode: '083', localities: ['Buspark', 'Mangalgadhi Chowk', 'Itram'] },
  { city: 'Tulsipur', lat: 28.1308, lng: 82.2975, weight: 1, areaCode: '082', localities: ['Bijauri Road', 'Tulsipur Bazaar'] },
  { city: 'Dhulikhel', lat: 27.6222, lng: 85.5558, weight: 2, areaCode: '011', localities: ['Bhakundebesi Road', 'Shreekhandapur'] },
  { city: 'Banepa', lat: 27.6325, lng: 85.5219, weight: 1, areaCode: '011', localities: ['Tindobato', 'Chandeshwori'] },
  { city: 'Damak', lat: 26.6583, lng: 87.7, weight: 1, areaCode: '023', localities: ['Damak Chowk', 'Bhanu Path'] },
  { city: 'Birtamod', lat: 26.6431, lng: 87.9908, weight: 1, areaCode: '023', localities: ['Charpane', 'Anarmani'] },
  { city: 'Tansen', lat: 27.8667, lng: 83.55, weight: 1, areaCode: '075', localities: ['Bishal Bazaar', 'Batasedanda'] },
  { city: 'Gorkha', lat: 28.0, lng: 84.6333, weight: 1, areaCode: '064', localities: ['Gorkha Bazaar', 'Prithvi Path'] },
  { city: 'Ilam', lat: 26.9094, lng: 87.9282, weight: 1, areaCode: '027', localities: ['Ilam Bazaar', 'Puwajung'] },
];

export interface Institution {
  name: string;
  city: string;
  country: 'Nepal' | 'India' | 'Bangladesh' | 'China' | 'Pakistan' | 'Russia';
}

/** Where basic degrees (MBBS, BDS) were earned, with a weight. */
export const MBBS_SCHOOLS: readonly (readonly [Institution, number])[] = [
  [{ name: 'Institute of Medicine (IOM), Tribhuvan University', city: 'Kathmandu', country: 'Nepal' }, 12],
  [{ name: 'B.P. Koirala Institute of Health Sciences (BPKIHS)', city: 'Dharan', country: 'Nepal' }, 10],
  [{ name: 'Kathmandu University School of Medical Sciences (KUSMS)', city: 'Dhulikhel', country: 'Nepal' }, 7],
  [{ name: 'Patan Academy of Health Sciences (PAHS)', city: 'Lalitpur', country: 'Nepal' }, 5],
  [{ name: 'Manipal College of Medical Sciences', city: 'Pokhara', country: 'Nepal' }, 6],
  [{ name: 'Nepal Medical College', city: 'Kathmandu', country: 'Nepal' }, 5],
  [{ name: 'Kathmandu Medical College', city: 'Kathmandu', country: 'Nepal' }, 5],
  [{ name: 'College of Medical Sciences', city: 'Bharatpur', country: 'Nepal' }, 4],
  [{ name: 'Universal College of Medical Sciences', city: 'Bhairahawa', country: 'Nepal' }, 4],
  [{ name: 'Nobel Medical College', city: 'Biratnagar', country: 'Nepal' }, 4],
  [{ name: 'Chitwan Medical College', city: 'Bharatpur', country: 'Nepal' }, 4],
  [{ name: 'Gandaki Medical College', city: 'Pokhara', country: 'Nepal' }, 3],
  [{ name: 'Janaki Medical College', city: 'Janakpur', country: 'Nepal' }, 2],
  [{ name: 'Dhaka Medical College', city: 'Dhaka', country: 'Bangladesh' }, 3],
  [{ name: 'Sylhet MAG Osmani Medical College', city: 'Sylhet', country: 'Bangladesh' }, 2],
  [{ name: 'Kasturba Medical College', city: 'Manipal', country: 'India' }, 3],
  [{ name: 'China Medical University', city: 'Shenyang', country: 'China' }, 3],
  [{ name: 'Tianjin Medical University', city: 'Tianjin', country: 'China' }, 2],
  [{ name: 'Dalian Medical University', city: 'Dalian', country: 'China' }, 2],
  [{ name: 'Dow Medical College', city: 'Karachi', country: 'Pakistan' }, 1],
];

/** Where post-graduate degrees (MD, MS, DM, MCh, MDS) were earned. */
export const PG_SCHOOLS: readonly (readonly [Institution, number])[] = [
  [{ name: 'Institute of Medicine (IOM), Tribhuvan University', city: 'Kathmandu', country: 'Nepal' }, 12],
  [{ name: 'National Academy of Medical Sciences (NAMS), Bir Hospital', city: 'Kathmandu', country: 'Nepal' }, 9],
  [{ name: 'B.P. Koirala Institute of Health Sciences (BPKIHS)', city: 'Dharan', country: 'Nepal' }, 8],
  [{ name: 'Patan Academy of Health Sciences (PAHS)', city: 'Lalitpur', country: 'Nepal' }, 4],
  [{ name: 'Kathmandu University School of Medical Sciences (KUSMS)', city: 'Dhulikhel', country: 'Nepal' }, 4],
  [{ name: 'All India Institute of Medical Sciences (AIIMS)', city: 'New Delhi', country: 'India' }, 3],
  [{ name: 'Postgraduate Institute of Medical Education and Research (PGIMER)', city: 'Chandigarh', country: 'India' }, 3],
  [{ name: 'Sanjay Gandhi Postgraduate Institute of Medical Sciences', city: 'Lucknow', country: 'India' }, 2],
  [{ name: 'Bangabandhu Sheikh Mujib Medical University', city: 'Dhaka', country: 'Bangladesh' }, 2],
  [{ name: 'Peking University Health Science Center', city: 'Beijing', country: 'China' }, 1],
];

export const HOSPITAL_EMPLOYERS: readonly string[] = [
  'Bir Hospital', 'Tribhuvan University Teaching Hospital', 'Patan Hospital', 'Civil Service Hospital',
  'Kanti Children\'s Hospital', 'Paropakar Maternity and Women\'s Hospital', 'Shahid Gangalal National Heart Centre',
  'B.P. Koirala Memorial Cancer Hospital', 'Dhulikhel Hospital', 'Western Regional Hospital, Pokhara',
  'Koshi Hospital, Biratnagar', 'Narayani Hospital, Birgunj', 'Bharatpur Hospital', 'Lumbini Provincial Hospital',
  'Bheri Hospital, Nepalgunj', 'Seti Provincial Hospital, Dhangadhi', 'Janakpur Provincial Hospital',
  'Tilganga Institute of Ophthalmology', 'Mental Hospital, Lagankhel', 'Nepal Police Hospital', 'Hetauda Hospital',
  'District Hospital, Gorkha', 'Primary Health Care Centre, Jumla', 'Karnali Academy of Health Sciences',
];

export const CLINIC_KINDS: readonly string[] = [
  'Polyclinic', 'Hospital', 'Medical Centre', 'Health Clinic', 'Family Clinic', 'Specialist Clinic', 'Nursing Home',
  'Health Care Centre',
];
export const CLINIC_PREFIXES: readonly string[] = [
  'Himal', 'Sagarmatha', 'Annapurna', 'Lumbini', 'Janaki', 'Shree', 'Everest', 'Gandaki', 'Koshi', 'Karnali',
  'Mechi', 'Sahara', 'Nepal', 'City', 'Life Care', 'Om', 'Green Valley', 'Machhapuchchhre', 'Shanti', 'Aarogya',
];
