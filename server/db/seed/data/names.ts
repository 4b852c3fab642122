// Nepali personal names by community, for seeded doctors and patients.

export interface NameGroup {
  community: string;
  weight: number;
  surnames: readonly string[];
  male: readonly string[];
  female: readonly string[];
}

const HILL_MALE = [
  'Ram', 'Hari', 'Krishna', 'Bikash', 'Sanjay', 'Rajesh', 'Suresh', 'Prakash', 'Dipak', 'Bishnu', 'Gopal', 'Anil',
  'Sunil', 'Manoj', 'Rabin', 'Sagar', 'Nabin', 'Roshan', 'Sujan', 'Kiran', 'Binod', 'Ramesh', 'Dinesh', 'Mahesh',
  'Bibek', 'Aashish', 'Pawan', 'Santosh', 'Umesh', 'Niraj', 'Prabin', 'Arjun', 'Bhim', 'Keshav', 'Madhav', 'Narayan',
  'Shiva', 'Yubaraj', 'Rupesh', 'Saroj', 'Bijay', 'Amrit', 'Sudip', 'Subash', 'Nirajan', 'Ujjwal', 'Anup', 'Sameer',
];
const HILL_FEMALE = [
  'Sita', 'Gita', 'Sarita', 'Anita', 'Sunita', 'Kabita', 'Bimala', 'Laxmi', 'Sabina', 'Pooja', 'Srijana', 'Asmita',
  'Pratima', 'Rachana', 'Sushma', 'Nisha', 'Manisha', 'Rupa', 'Sangita', 'Kalpana', 'Shanti', 'Rekha', 'Prerana',
  'Aakriti', 'Samjhana', 'Binita', 'Sujata', 'Anjali', 'Bandana', 'Pramila', 'Sarala', 'Radhika', 'Shristi', 'Smriti',
  'Sadikshya', 'Jyoti', 'Menuka', 'Puja', 'Archana', 'Sabita',
];
const NEWAR_MALE = [
  'Rajendra', 'Sudip', 'Ujjwal', 'Bikram', 'Rojan', 'Suman', 'Pukar', 'Ravi', 'Sanjeev', 'Niranjan', 'Prajwal',
  'Nischal', 'Rohit', 'Bhushan', 'Shailesh', 'Manish', 'Sujit', 'Ratna', 'Triratna', 'Sunil',
];
const NEWAR_FEMALE = [
  'Sunita', 'Rajani', 'Sushila', 'Nira', 'Samita', 'Rashmi', 'Sanu', 'Bijaya', 'Rojina', 'Sabina', 'Pratiksha',
  'Alisha', 'Suprabha', 'Nabina', 'Rupa', 'Muna',
];
// Given names such as Min or Tek are the first half of a two-word name (Min Bahadur, Tek Bahadur): alone
// they read like a typo, and 'Bal' beside the surname Bal gave 'Dr. Bal Bal'.
const JANAJATI_MALE = [
  'Prem', 'Hom Nath', 'Bal Krishna', 'Min Bahadur', 'Man Kumar', 'Dil Bahadur', 'Chandra', 'Tek Bahadur', 'Lal Bahadur',
  'Bhupendra', 'Dhan Raj', 'Khem Raj', 'Santa Kumar', 'Jit Bahadur', 'Bir Bahadur', 'Dambar', 'Yam Kumar', 'Purna',
  'Suk Bahadur', 'Bhakta', 'Nar Bahadur', 'Ganesh', 'Raju', 'Bikram', 'Sanjok', 'Rojan',
];
const JANAJATI_FEMALE = [
  'Sarita', 'Bimala', 'Dil Kumari', 'Man Maya', 'Sunmaya', 'Chandra Kala', 'Kamala', 'Tara', 'Pabitra', 'Susmita',
  'Asmita', 'Sabina', 'Junu', 'Rita', 'Mina', 'Hema', 'Indira', 'Rupa', 'Pramila', 'Samjhana',
];
const HIMALI_MALE = ['Pasang', 'Nima', 'Dawa', 'Lhakpa', 'Pemba', 'Mingma', 'Tsering', 'Sonam', 'Karma', 'Dorje', 'Ang Dorje', 'Phurba', 'Tenzing', 'Ngawang'];
const HIMALI_FEMALE = ['Dolma', 'Pema', 'Yangchen', 'Lhamu', 'Doma', 'Phurba', 'Diki', 'Tashi', 'Chhiring', 'Dawa', 'Nima', 'Sonam'];
const KIRAT_MALE = [
  'Dhan Kumar', 'Bhim', 'Kumar', 'Indra', 'Nar Bahadur', 'Bal Krishna', 'Hem Raj', 'Ganga Bahadur', 'Sujan', 'Bikram', 'Rajan',
  'Aashish', 'Kiran', 'Sandesh',
];
const KIRAT_FEMALE = ['Kamala', 'Chandra Maya', 'Menuka', 'Nirmala', 'Sarala', 'Mina', 'Bhawana', 'Sunita', 'Durga', 'Sangita', 'Anju'];
const TARAI_MALE = [
  'Ram Prasad', 'Ramesh', 'Sanjay', 'Binod', 'Rajesh', 'Amit', 'Manoj', 'Pankaj', 'Rakesh', 'Ajay', 'Vijay', 'Dilip',
  'Ashok', 'Mukesh', 'Upendra', 'Jitendra', 'Sunil', 'Bhola', 'Shambhu', 'Dharmendra', 'Ravindra', 'Santosh',
];
const TARAI_FEMALE = [
  'Sunita', 'Pooja', 'Rinku', 'Anju', 'Kiran', 'Rekha', 'Sangita', 'Priyanka', 'Neha', 'Kumari', 'Sarita', 'Rani',
  'Nirmala', 'Usha', 'Kanchan', 'Archana',
];
const TARAI_MUSLIM_MALE = ['Mohammad', 'Abdul', 'Imran', 'Salim', 'Rashid', 'Irfan', 'Anwar', 'Farhan'];
const TARAI_MUSLIM_FEMALE = ['Nasreen', 'Shabnam', 'Rukhsana', 'Farida', 'Salma', 'Ayesha'];

export const NAME_GROUPS: readonly NameGroup[] = [
  {
    community: 'Brahmin',
    weight: 26,
    surnames: [
      'Sharma', 'Adhikari', 'Poudel', 'Bhattarai', 'Khanal', 'Dahal', 'Pokharel', 'Koirala', 'Regmi', 'Ghimire',
      'Acharya', 'Upadhyaya', 'Subedi', 'Devkota', 'Timilsina', 'Aryal', 'Gautam', 'Neupane', 'Pandey', 'Lamichhane',
      'Dhakal', 'Sapkota', 'Baral', 'Wagle', 'Rijal', 'Kafle', 'Pant', 'Bhusal', 'Luitel', 'Paudyal', 'Tiwari',
      'Chaulagain', 'Sigdel', 'Parajuli', 'Bastola', 'Gyawali', 'Mainali', 'Nepal', 'Sedhai', 'Humagain',
    ],
    male: HILL_MALE,
    female: HILL_FEMALE,
  },
  {
    community: 'Chhetri',
    weight: 18,
    surnames: [
      'Thapa', 'Karki', 'Khadka', 'Basnet', 'Bista', 'Rawal', 'Kunwar', 'Bhandari', 'Katuwal', 'Budhathoki', 'KC',
      'Mahat', 'Chand', 'Rokaya', 'Shahi', 'Thakuri', 'Rana', 'Silwal', 'Khatri', 'Raut', 'Dhami', 'Bohara', 'Oli',
      'Pande', 'Shah', 'Malla', 'Hamal', 'Kathayat',
    ],
    male: HILL_MALE,
    female: HILL_FEMALE,
  },
  {
    community: 'Newar',
    weight: 14,
    surnames: [
      'Shrestha', 'Maharjan', 'Pradhan', 'Joshi', 'Bajracharya', 'Shakya', 'Tuladhar', 'Manandhar', 'Amatya', 'Dangol',
      'Rajbhandari', 'Karmacharya', 'Tamrakar', 'Ranjit', 'Maskey', 'Prajapati', 'Kansakar', 'Sthapit', 'Vaidya',
      'Malla', 'Shilpakar', 'Singh', 'Awale', 'Dongol',
    ],
    male: NEWAR_MALE,
    female: NEWAR_FEMALE,
  },
  { community: 'Gurung', weight: 5, surnames: ['Gurung', 'Ghale', 'Tamu'], male: JANAJATI_MALE, female: JANAJATI_FEMALE },
  {
    community: 'Magar',
    weight: 6,
    surnames: ['Magar', 'Pun', 'Thapa Magar', 'Rana Magar', 'Ale', 'Budha Magar', 'Gharti', 'Roka Magar', 'Shrish Magar'],
    male: JANAJATI_MALE,
    female: JANAJATI_FEMALE,
  },
  {
    community: 'Tamang',
    weight: 5,
    surnames: ['Tamang', 'Lama', 'Moktan', 'Yonjan', 'Ghising', 'Waiba', 'Syangtan', 'Bomjan', 'Thokar'],
    male: [...HIMALI_MALE, ...JANAJATI_MALE],
    female: [...HIMALI_FEMALE, ...JANAJATI_FEMALE],
  },
  {
    community: 'Sherpa',
    weight: 2,
    surnames: ['Sherpa', 'Lama Sherpa'],
    male: HIMALI_MALE,
    female: HIMALI_FEMALE,
  },
  {
    community: 'Thakali',
    weight: 2,
    surnames: ['Thakali', 'Sherchan', 'Gauchan', 'Tulachan', 'Bhattachan'],
    male: JANAJATI_MALE,
    female: JANAJATI_FEMALE,
  },
  {
    community: 'Rai',
    weight: 5,
    surnames: ['Rai', 'Kulung', 'Bantawa', 'Chamling', 'Thulung', 'Sampang', 'Khaling'],
    male: KIRAT_MALE,
    female: KIRAT_FEMALE,
  },
  {
    community: 'Limbu',
    weight: 4,
    surnames: ['Limbu', 'Subba', 'Tumbahangphe', 'Nembang', 'Angbuhang', 'Yakthumba', 'Phago'],
    male: KIRAT_MALE,
    female: KIRAT_FEMALE,
  },
  {
    community: 'Tharu',
    weight: 4,
    surnames: ['Chaudhary', 'Tharu', 'Dangaura', 'Rana Tharu', 'Kushmi', 'Mahato', 'Kathariya'],
    male: TARAI_MALE,
    female: TARAI_FEMALE,
  },
  {
    community: 'Madhesi',
    weight: 10,
    surnames: [
      'Yadav', 'Jha', 'Mishra', 'Thakur', 'Sah', 'Gupta', 'Mandal', 'Singh', 'Karn', 'Das', 'Jaiswal', 'Chaurasiya',
      'Kushwaha', 'Mahato', 'Shah', 'Sahani', 'Paswan', 'Lal Karna', 'Agrawal', 'Sarraf', 'Pandit', 'Choudhary',
    ],
    male: TARAI_MALE,
    female: TARAI_FEMALE,
  },
  {
    community: 'Muslim',
    weight: 2,
    surnames: ['Ansari', 'Miya', 'Khan', 'Siddiqui', 'Alam'],
    male: TARAI_MUSLIM_MALE,
    female: TARAI_MUSLIM_FEMALE,
  },
];

export const MIDDLE_NAMES_MALE = ['Bahadur', 'Prasad', 'Kumar', 'Raj', 'Nath', 'Man', 'Lal'];
export const MIDDLE_NAMES_FEMALE = ['Kumari', 'Devi', 'Maya'];
