// The Devanagari spelling of every seeded name part (./names.ts), as people write their own names
// in Nepali (e.g. Sita Shrestha = सीता श्रेष्ठ, Ramesh Katuwal = रमेश कटुवाल). Two-word given names
// stay two words, like their Latin form.

export const NAMES_NE: Readonly<Record<string, string>> = {
  // Brahmin surnames
  Sharma: 'शर्मा', Adhikari: 'अधिकारी', Poudel: 'पौडेल', Bhattarai: 'भट्टराई', Khanal: 'खनाल', Dahal: 'दाहाल',
  Pokharel: 'पोखरेल', Koirala: 'कोइराला', Regmi: 'रेग्मी', Ghimire: 'घिमिरे', Acharya: 'आचार्य', Upadhyaya: 'उपाध्याय',
  Subedi: 'सुवेदी', Devkota: 'देवकोटा', Timilsina: 'तिमिल्सिना', Aryal: 'अर्याल', Gautam: 'गौतम', Neupane: 'न्यौपाने',
  Pandey: 'पाण्डे', Lamichhane: 'लामिछाने', Dhakal: 'ढकाल', Sapkota: 'सापकोटा', Baral: 'बराल', Wagle: 'वाग्ले',
  Rijal: 'रिजाल', Kafle: 'काफ्ले', Pant: 'पन्त', Bhusal: 'भुसाल', Luitel: 'लुइटेल', Paudyal: 'पौड्याल', Tiwari: 'तिवारी',
  Chaulagain: 'चौलागाईं', Sigdel: 'सिग्देल', Parajuli: 'पराजुली', Bastola: 'बस्तोला', Gyawali: 'ज्ञवाली',
  Mainali: 'मैनाली', Nepal: 'नेपाल', Sedhai: 'सेढाईं', Humagain: 'हुमागाईं',

  // Hill given names
  Ram: 'राम', Hari: 'हरि', Krishna: 'कृष्ण', Bikash: 'विकास', Sanjay: 'सञ्जय', Rajesh: 'राजेश', Suresh: 'सुरेश',
  Prakash: 'प्रकाश', Dipak: 'दीपक', Bishnu: 'विष्णु', Gopal: 'गोपाल', Anil: 'अनिल', Sunil: 'सुनिल', Manoj: 'मनोज',
  Rabin: 'रविन', Sagar: 'सागर', Nabin: 'नवीन', Roshan: 'रोशन', Sujan: 'सुजन', Kiran: 'किरण', Binod: 'विनोद',
  Ramesh: 'रमेश', Dinesh: 'दिनेश', Mahesh: 'महेश', Bibek: 'विवेक', Aashish: 'आशिष', Pawan: 'पवन', Santosh: 'सन्तोष',
  Umesh: 'उमेश', Niraj: 'नीरज', Prabin: 'प्रवीण', Arjun: 'अर्जुन', Bhim: 'भीम', Keshav: 'केशव', Madhav: 'माधव',
  Narayan: 'नारायण', Shiva: 'शिव', Yubaraj: 'युवराज', Rupesh: 'रुपेश', Saroj: 'सरोज', Bijay: 'विजय', Amrit: 'अमृत',
  Sudip: 'सुदीप', Subash: 'सुवास', Nirajan: 'निरञ्जन', Ujjwal: 'उज्ज्वल', Anup: 'अनुप', Sameer: 'समीर',
  Sita: 'सीता', Gita: 'गीता', Sarita: 'सरिता', Anita: 'अनिता', Sunita: 'सुनिता', Kabita: 'कविता', Bimala: 'विमला',
  Laxmi: 'लक्ष्मी', Sabina: 'सबिना', Pooja: 'पूजा', Srijana: 'सृजना', Asmita: 'अस्मिता', Pratima: 'प्रतिमा',
  Rachana: 'रचना', Sushma: 'सुष्मा', Nisha: 'निशा', Manisha: 'मनिषा', Rupa: 'रूपा', Sangita: 'संगीता',
  Kalpana: 'कल्पना', Shanti: 'शान्ति', Rekha: 'रेखा', Prerana: 'प्रेरणा', Aakriti: 'आकृति', Samjhana: 'सम्झना',
  Binita: 'विनिता', Sujata: 'सुजाता', Anjali: 'अञ्जली', Bandana: 'वन्दना', Pramila: 'प्रमिला', Sarala: 'सरला',
  Radhika: 'राधिका', Shristi: 'सृष्टि', Smriti: 'स्मृति', Sadikshya: 'सदिक्षा', Jyoti: 'ज्योति', Menuka: 'मेनुका',
  Puja: 'पूजा', Archana: 'अर्चना', Sabita: 'सविता',

  // Chhetri surnames
  Thapa: 'थापा', Karki: 'कार्की', Khadka: 'खड्का', Basnet: 'बस्नेत', Bista: 'बिष्ट', Rawal: 'रावल', Kunwar: 'कुँवर',
  Bhandari: 'भण्डारी', Katuwal: 'कटुवाल', Budhathoki: 'बुढाथोकी', KC: 'केसी', Mahat: 'महत', Chand: 'चन्द',
  Rokaya: 'रोकाया', Shahi: 'शाही', Thakuri: 'ठकुरी', Rana: 'राणा', Silwal: 'सिलवाल', Khatri: 'खत्री', Raut: 'राउत',
  Dhami: 'धामी', Bohara: 'बोहरा', Oli: 'ओली', Pande: 'पाँडे', Shah: 'शाह', Malla: 'मल्ल', Hamal: 'हमाल',
  Kathayat: 'कठायत',

  // Newar surnames and given names
  Shrestha: 'श्रेष्ठ', Maharjan: 'महर्जन', Pradhan: 'प्रधान', Joshi: 'जोशी', Bajracharya: 'बज्राचार्य', Shakya: 'शाक्य',
  Tuladhar: 'तुलाधर', Manandhar: 'मानन्धर', Amatya: 'अमात्य', Dangol: 'डंगोल', Rajbhandari: 'राजभण्डारी',
  Karmacharya: 'कर्माचार्य', Tamrakar: 'ताम्राकार', Ranjit: 'रञ्जित', Maskey: 'मास्के', Prajapati: 'प्रजापति',
  Kansakar: 'कंसाकार', Sthapit: 'स्थापित', Vaidya: 'वैद्य', Shilpakar: 'शिल्पकार', Singh: 'सिंह', Awale: 'अवाले',
  Dongol: 'डोंगोल',
  Rajendra: 'राजेन्द्र', Bikram: 'विक्रम', Rojan: 'रोजन', Suman: 'सुमन', Pukar: 'पुकार', Ravi: 'रवि', Sanjeev: 'सञ्जीव',
  Niranjan: 'निरञ्जन', Prajwal: 'प्रज्वल', Nischal: 'निश्चल', Rohit: 'रोहित', Bhushan: 'भूषण', Shailesh: 'शैलेश',
  Manish: 'मनिष', Sujit: 'सुजित', Ratna: 'रत्न', Triratna: 'त्रिरत्न',
  Rajani: 'रजनी', Sushila: 'सुशीला', Nira: 'नीरा', Samita: 'समिता', Rashmi: 'रश्मि', Sanu: 'सानु', Bijaya: 'विजया',
  Rojina: 'रोजिना', Pratiksha: 'प्रतीक्षा', Alisha: 'अलिशा', Suprabha: 'सुप्रभा', Nabina: 'नविना', Muna: 'मुना',

  // Janajati: Gurung, Magar, Tamang, Thakali surnames and given names
  Gurung: 'गुरुङ', Ghale: 'घले', Tamu: 'तमु',
  Prem: 'प्रेम', 'Hom Nath': 'होम नाथ', 'Bal Krishna': 'बल कृष्ण', 'Min Bahadur': 'मीन बहादुर', 'Man Kumar': 'मान कुमार',
  'Dil Bahadur': 'दिल बहादुर', Chandra: 'चन्द्र', 'Tek Bahadur': 'टेक बहादुर', 'Lal Bahadur': 'लाल बहादुर',
  Bhupendra: 'भूपेन्द्र', 'Dhan Raj': 'धन राज', 'Khem Raj': 'खेम राज', 'Santa Kumar': 'सन्त कुमार',
  'Jit Bahadur': 'जित बहादुर', 'Bir Bahadur': 'वीर बहादुर', Dambar: 'डम्बर', 'Yam Kumar': 'यम कुमार', Purna: 'पूर्ण',
  'Suk Bahadur': 'सुक बहादुर', Bhakta: 'भक्त', 'Nar Bahadur': 'नर बहादुर', Ganesh: 'गणेश', Raju: 'राजु', Sanjok: 'संजोक',
  'Dil Kumari': 'दिल कुमारी', 'Man Maya': 'मन माया', Sunmaya: 'सुनमाया', 'Chandra Kala': 'चन्द्र कला', Kamala: 'कमला',
  Tara: 'तारा', Pabitra: 'पवित्रा', Susmita: 'सुस्मिता', Junu: 'जुनु', Rita: 'रिता', Mina: 'मीना', Hema: 'हेमा',
  Indira: 'इन्दिरा',
  Magar: 'मगर', Pun: 'पुन', 'Thapa Magar': 'थापा मगर', 'Rana Magar': 'राना मगर', Ale: 'आले', 'Budha Magar': 'बुढा मगर',
  Gharti: 'घर्ती', 'Roka Magar': 'रोका मगर', 'Shrish Magar': 'श्रीस मगर',
  Tamang: 'तामाङ', Lama: 'लामा', Moktan: 'मोक्तान', Yonjan: 'योन्जन', Ghising: 'घिसिङ', Waiba: 'वाइबा',
  Syangtan: 'स्याङतान', Bomjan: 'बोम्जन', Thokar: 'थोकर',
  Thakali: 'थकाली', Sherchan: 'शेरचन', Gauchan: 'गौचन', Tulachan: 'तुलाचन', Bhattachan: 'भट्टचन',

  // Himali (Sherpa and Tamang) names
  Pasang: 'पासाङ', Nima: 'निमा', Dawa: 'दावा', Lhakpa: 'ल्हाक्पा', Pemba: 'पेम्बा', Mingma: 'मिङमा', Tsering: 'छिरिङ',
  Sonam: 'सोनाम', Karma: 'कर्मा', Dorje: 'दोर्जे', 'Ang Dorje': 'आङ दोर्जे', Phurba: 'फुर्बा', Tenzing: 'तेन्जिङ',
  Ngawang: 'ङवाङ', Dolma: 'डोल्मा', Pema: 'पेमा', Yangchen: 'याङचेन', Lhamu: 'ल्हामु', Doma: 'डोमा', Diki: 'डिकी',
  Tashi: 'टासी', Chhiring: 'छिरिङ', Sherpa: 'शेर्पा', 'Lama Sherpa': 'लामा शेर्पा',

  // Kirat: Rai and Limbu
  Rai: 'राई', Kulung: 'कुलुङ', Bantawa: 'बान्तवा', Chamling: 'चाम्लिङ', Thulung: 'थुलुङ', Sampang: 'साम्पाङ',
  Khaling: 'खालिङ', 'Dhan Kumar': 'धन कुमार', Kumar: 'कुमार', Indra: 'इन्द्र', 'Hem Raj': 'हेम राज',
  'Ganga Bahadur': 'गंगा बहादुर', Rajan: 'राजन', Sandesh: 'सन्देश', 'Chandra Maya': 'चन्द्र माया', Nirmala: 'निर्मला',
  Bhawana: 'भावना', Durga: 'दुर्गा', Anju: 'अञ्जु',
  Limbu: 'लिम्बू', Subba: 'सुब्बा', Tumbahangphe: 'तुम्बाहाङफे', Nembang: 'नेम्बाङ', Angbuhang: 'आङबुहाङ',
  Yakthumba: 'याक्थुम्बा', Phago: 'फागो',

  // Tarai: Tharu, Madhesi, Muslim
  Chaudhary: 'चौधरी', Tharu: 'थारू', Dangaura: 'डंगौरा', 'Rana Tharu': 'राना थारू', Kushmi: 'कुश्मी', Mahato: 'महतो',
  Kathariya: 'कठरिया',
  'Ram Prasad': 'राम प्रसाद', Amit: 'अमित', Pankaj: 'पंकज', Rakesh: 'राकेश', Ajay: 'अजय', Vijay: 'विजय', Dilip: 'दिलीप',
  Ashok: 'अशोक', Mukesh: 'मुकेश', Upendra: 'उपेन्द्र', Jitendra: 'जितेन्द्र', Bhola: 'भोला', Shambhu: 'शम्भु',
  Dharmendra: 'धर्मेन्द्र', Ravindra: 'रवीन्द्र',
  Rinku: 'रिंकु', Priyanka: 'प्रियंका', Neha: 'नेहा', Kumari: 'कुमारी', Rani: 'रानी', Usha: 'उषा', Kanchan: 'कञ्चन',
  Yadav: 'यादव', Jha: 'झा', Mishra: 'मिश्र', Thakur: 'ठाकुर', Sah: 'साह', Gupta: 'गुप्ता', Mandal: 'मण्डल', Karn: 'कर्ण',
  Das: 'दास', Jaiswal: 'जैसवाल', Chaurasiya: 'चौरसिया', Kushwaha: 'कुशवाहा', Sahani: 'सहनी', Paswan: 'पासवान',
  'Lal Karna': 'लाल कर्ण', Agrawal: 'अग्रवाल', Sarraf: 'सर्राफ', Pandit: 'पण्डित', Choudhary: 'चौधरी',
  Ansari: 'अन्सारी', Miya: 'मियाँ', Khan: 'खान', Siddiqui: 'सिद्दिकी', Alam: 'आलम',
  Mohammad: 'मोहम्मद', Abdul: 'अब्दुल', Imran: 'इमरान', Salim: 'सलिम', Rashid: 'रशिद', Irfan: 'इरफान', Anwar: 'अनवर',
  Farhan: 'फरहान', Nasreen: 'नसरिन', Shabnam: 'शबनम', Rukhsana: 'रुखसाना', Farida: 'फरिदा', Salma: 'सल्मा',
  Ayesha: 'आयशा',

  // Middle names
  Bahadur: 'बहादुर', Prasad: 'प्रसाद', Raj: 'राज', Nath: 'नाथ', Man: 'मान', Lal: 'लाल', Devi: 'देवी', Maya: 'माया',
};

/** The Devanagari spelling of a seeded name part (throws for a name without one: the seed test lists them all). */
export function nameNe(latin: string): string {
  const ne = NAMES_NE[latin];
  if (!ne) throw new Error(`no Devanagari spelling for the seed name '${latin}'`);
  return ne;
}
