// Texts for health-feed posts and reviews, in English and in Nepali. Each post is seeded under one
// doctor only (community.ts), so every text here is a different post.

export interface FeedPostSeed {
  /** Specialization slugs that would write this; empty = anyone. */
  specs: readonly string[];
  title: string;
  body: string;
}

export const FEED_POSTS: readonly FeedPostSeed[] = [
  { specs: [], title: 'Drink safe water this monsoon', body: 'Typhoid, cholera and diarrhoea rise every monsoon. Boil drinking water for at least one minute or use a trusted filter, and wash hands with soap before eating.' },
  { specs: [], title: 'Dengue: empty standing water', body: 'The Aedes mosquito breeds in clean standing water in pots, tyres and tanks. Empty them weekly. See a doctor if a high fever comes with body ache and pain behind the eyes.' },
  { specs: [], title: 'Winter cold and your heart', body: 'Cold mornings raise blood pressure. Keep warm, walk after the sun is up, and do not stop your blood pressure medicines without advice.' },
  { specs: ['general-physician', 'family-medicine', 'internal-medicine'], title: 'Know your blood pressure', body: 'One in four adults in Nepal has high blood pressure and many do not know it. Check it at least once a year after the age of 30, and cut down on salt, pickles and instant noodles.' },
  { specs: ['internal-medicine', 'endocrinology'], title: 'Diabetes and dal-bhat', body: 'You do not have to give up dal-bhat. Fill half the plate with vegetables, a quarter with dal or meat, and keep rice to a quarter. Walk for 15 minutes after meals.' },
  { specs: ['endocrinology'], title: 'Iodised salt and your thyroid', body: 'Use iodised salt with the two-child logo. Tiredness, weight gain and feeling cold can be signs of an underactive thyroid; a simple blood test (TFT) tells.' },
  { specs: ['paediatrics'], title: 'Keep up with the immunisation schedule', body: 'The national schedule protects children against measles, rubella, pneumonia and more, free at government health posts. Keep the card safe and bring it to every visit.' },
  { specs: ['paediatrics', 'family-medicine'], title: 'Diarrhoea in children: ORS and zinc', body: 'Give Jeevan Jal (ORS) after every loose stool and zinc for 10 days. Keep breastfeeding. Come to the clinic if the child is very sleepy, will not drink, or has blood in the stool.' },
  { specs: ['gynaecology-obstetrics'], title: 'Four antenatal visits, at least', body: 'Visit a health facility at least four times during pregnancy, take iron and folic acid daily, and plan for delivery at a birthing centre. Ask about the free maternity incentive.' },
  { specs: ['gynaecology-obstetrics'], title: 'Cervical cancer screening saves lives', body: 'Women aged 30 to 60 should have a VIA or Pap test every few years. It is quick, and early changes are easy to treat.' },
  { specs: ['cardiology', 'internal-medicine'], title: 'Chest pain is an emergency', body: 'Pressure or pain in the chest that spreads to the arm or jaw, with sweating, needs a hospital at once. Chew an aspirin if you are not allergic, and call for help.' },
  { specs: ['dermatology'], title: 'Fungal infections in hot weather', body: 'Ringworm spreads in heat and sweat. Keep skin dry, do not share towels, and avoid steroid creams bought over the counter: they make fungal infections worse.' },
  { specs: ['dermatology'], title: 'Sun protection in the hills', body: 'UV is stronger at altitude. Use a broad-spectrum sunscreen, a hat and sunglasses when trekking, even on cloudy days.' },
  { specs: ['orthopaedics'], title: 'Lifting loads without back pain', body: 'Carry the doko close to your back, bend your knees rather than your waist, and share heavy loads. Pain that goes down the leg with numbness should be checked.' },
  { specs: ['ophthalmology'], title: 'Cataract surgery is quick and safe', body: 'Cloudy vision in older adults is often cataract. Surgery takes about 15 minutes and most people go home the same day with much better sight.' },
  { specs: ['ent'], title: 'Do not put oil in your ears', body: 'Ear wax cleans itself. Oil, cotton buds and hairpins can cause infection or a perforated eardrum. See a doctor for ear pain or discharge.' },
  { specs: ['psychiatry'], title: 'It is okay to talk about sadness', body: 'Low mood for more than two weeks, poor sleep and loss of interest can be depression, which is treatable. Talk to someone you trust or see a doctor.' },
  { specs: ['pulmonology'], title: 'Indoor smoke and your lungs', body: 'Cooking with firewood in a closed kitchen damages the lungs over years. Improved cook stoves, a chimney or a window make a big difference.' },
  { specs: ['pulmonology', 'infectious-diseases'], title: 'A cough for two weeks? Get tested for TB', body: 'Tuberculosis is curable and treatment is free under the national programme. Finish the full course even when you feel better.' },
  { specs: ['gastroenterology'], title: 'Hepatitis B: test and vaccinate', body: 'Hepatitis B often has no symptoms until the liver is damaged. A blood test tells you if you are infected, and the vaccine protects the rest of the family.' },
  { specs: ['nephrology', 'urology'], title: 'Protect your kidneys', body: 'Control blood sugar and blood pressure, drink enough water, and avoid painkillers bought without prescription for long periods.' },
  { specs: ['dentistry'], title: 'Brush twice, less sugar', body: 'Brush for two minutes twice a day with fluoride toothpaste. Sweets and sugary tea between meals cause most tooth decay in children.' },
  { specs: ['oncology'], title: 'Early signs of cancer to watch', body: 'A lump, a sore that does not heal, unusual bleeding or weight loss without reason should be checked. Found early, many cancers are curable.' },
  { specs: ['neurology'], title: 'Stroke: act F.A.S.T.', body: 'Face drooping, Arm weakness, Speech difficulty: Time to go to hospital. Treatment in the first hours limits damage.' },
];

/** Posts written in Nepali (not translations of the English ones: other topics, as doctors here write them). */
export const FEED_POSTS_NE: readonly FeedPostSeed[] = [
  { specs: [], title: 'जाडोमा वृद्धवृद्धाको हेरचाह', body: 'चिसोले रक्तचाप बढाउँछ र निमोनियाको जोखिम पनि बढ्छ। न्यानो लुगा लगाउनुहोस्, कोठामा अँगेठी वा हिटर बाल्दा झ्याल अलिकति खुला राख्नुहोस्, र नियमित औषधि नछुटाउनुहोस्।' },
  { specs: [], title: 'साबुन पानीले हात धुने बानी', body: 'खाना खानुअघि, शौचालय गएपछि र बच्चाको डाइपर फेरेपछि साबुन पानीले कम्तीमा २० सेकेन्ड हात धुनुहोस्। यसले झाडापखाला र रुघाखोकीका धेरै रोगबाट बचाउँछ।' },
  { specs: ['general-physician', 'family-medicine', 'internal-medicine'], title: 'नुन कम, स्वास्थ्य राम्रो', body: 'अचार, चाउचाउ र प्याकेटका खाजामा धेरै नुन हुन्छ। दिनमा एक चिया चम्चाभन्दा कम नुन खानुहोस्; नुन घटाउँदा उच्च रक्तचाप नियन्त्रण गर्न सजिलो हुन्छ।' },
  { specs: ['internal-medicine', 'endocrinology', 'family-medicine'], title: 'मधुमेह: खुट्टाको हेरचाह', body: 'मधुमेह भएका बिरामीले हरेक दिन खुट्टा हेर्नुहोस्: घाउ, फोका वा रङ फेरिएको छ कि। खाली खुट्टा नहिँड्नुहोस् र नङ सीधा काट्नुहोस्। निको नहुने घाउ देखिए ढिलो नगरी चिकित्सकलाई देखाउनुहोस्।' },
  { specs: ['paediatrics'], title: 'छ महिनासम्म आमाको दूध मात्र', body: 'जन्मेको एक घण्टाभित्र स्तनपान सुरु गर्नुहोस् र छ महिनासम्म पानी पनि नदिई आमाको दूध मात्र खुवाउनुहोस्। त्यसपछि लिटो, दाल, तरकारी र फलफूल थप्दै दुई वर्षसम्म स्तनपान जारी राख्नुहोस्।' },
  { specs: ['paediatrics', 'family-medicine'], title: 'बच्चालाई निमोनिया भएको कसरी थाहा पाउने?', body: 'खोकीसँगै छिटो छिटो सास फेर्ने, सास फेर्दा छाती भित्र पस्ने वा दूध चुस्न नसक्ने भएमा निमोनिया हुन सक्छ। यस्तो बेला घरमै उपचार नगरी तुरुन्त स्वास्थ्य संस्था लैजानुहोस्।' },
  { specs: ['gynaecology-obstetrics'], title: 'गर्भावस्थामा खतराका लक्षण', body: 'रगत बग्ने, कडा टाउको दुख्ने, आँखा धमिलो हुने, हात खुट्टा सुन्निने वा बच्चा चल्न छोडेमा तुरुन्त अस्पताल जानुहोस्। सुत्केरी गराउन दक्ष स्वास्थ्यकर्मी भएको स्वास्थ्य संस्था रोज्नुहोस्।' },
  { specs: ['gynaecology-obstetrics'], title: 'पाठेघर खस्ने समस्या लुकाउनु पर्दैन', body: 'धेरै पटक सुत्केरी भएका वा गह्रौं भारी बोक्ने महिलामा पाठेघर खस्ने समस्या सामान्य छ र यसको उपचार हुन्छ। सुत्केरीपछि पर्याप्त आराम र कम्मरमुनिका मांसपेशीको व्यायामले जोखिम घटाउँछ। लाज नमानी चिकित्सकसँग कुरा गर्नुहोस्।' },
  { specs: ['cardiology', 'internal-medicine'], title: 'मुटुका लागि दिनको ३० मिनेट हिँडाइ', body: 'हप्तामा कम्तीमा पाँच दिन ३० मिनेट छिटो हिँड्दा रक्तचाप, कोलेस्टेरोल र तौल घट्छ। धूमपान छोड्नु मुटुका लागि सबैभन्दा ठूलो उपहार हो।' },
  { specs: ['dermatology'], title: 'लुतो परिवारभरि सर्छ', body: 'राति धेरै चिलाउने र औंलाका कापमा बिमिरा आउने लुतो हुन सक्छ। घरका सबैजनाले एकै पटक उपचार गर्नुपर्छ, र ओछ्यान तथा लुगा तातो पानीमा धोएर घाममा सुकाउनुपर्छ।' },
  { specs: ['orthopaedics', 'rheumatology'], title: 'घुँडा दुख्दा के गर्ने?', body: 'तौल घटाउनु, घुँडाका मांसपेशी बलियो बनाउने व्यायाम गर्नु र लामो समय पलेँटी कसेर नबस्नुले घुँडाको दुखाइ कम गर्छ। सुन्निएर रातो भएमा वा हिँड्नै नसकेमा चिकित्सकलाई देखाउनुहोस्।' },
  { specs: ['ophthalmology'], title: 'मोबाइल र बच्चाको आँखा', body: 'लामो समय मोबाइल हेर्दा बच्चाको आँखा सुख्खा हुने र टाढाको धमिलो देखिने समस्या बढ्छ। हरेक २० मिनेटमा २० सेकेन्ड टाढा हेर्ने बानी बसाल्नुहोस् र दिनमा कम्तीमा एक घण्टा बाहिर खेल्न दिनुहोस्।' },
  { specs: ['ent'], title: 'कान बग्ने समस्यालाई बेवास्ता नगर्नुहोस्', body: 'कानबाट पीप बग्नु कानको जाली फुटेको संकेत हुन सक्छ। कानमा पानी पस्न नदिनुहोस् र आफैं औषधि नहाल्नुहोस्। समयमै उपचार नगरे सुन्ने शक्ति कम हुन सक्छ।' },
  { specs: ['psychiatry'], title: 'रक्सी छोड्न सहयोग पाइन्छ', body: 'रक्सी नखाँदा हात काँप्ने, निद्रा नलाग्ने वा छटपटी हुने भए शरीर रक्सीमा निर्भर भइसकेको हुन सक्छ। एक्कासि छोड्नु खतरनाक हुन सक्छ; चिकित्सकको सल्लाहमा सुरक्षित रूपमा छोड्न सकिन्छ।' },
  { specs: ['pulmonology'], title: 'दममा इन्हेलर सही तरिकाले', body: 'दमका बिरामीका लागि चक्कीभन्दा इन्हेलर सुरक्षित र प्रभावकारी हुन्छ। स्पेसर प्रयोग गर्नुहोस्, लक्षण नभए पनि नियमित औषधि नछोड्नुहोस्, र धुवाँ तथा धुलोबाट टाढा रहनुहोस्।' },
  { specs: ['infectious-diseases', 'general-physician'], title: 'टाइफाइडमा एन्टिबायोटिकको कोर्स पूरा गर्नुहोस्', body: 'ज्वरो घट्नेबित्तिकै औषधि छोड्दा टाइफाइड फेरि बल्झिन सक्छ र औषधिले काम नगर्ने कीटाणु बढ्छन्। चिकित्सकले भनेको अवधिसम्म एन्टिबायोटिक पूरा खानुहोस्।' },
  { specs: ['gastroenterology'], title: 'ग्यास्ट्रिक र खाने बानी', body: 'समयमा खाना खानुहोस्, लामो समय भोकै नबस्नुहोस्, र चुरोट, रक्सी तथा धेरै चिया-कफी कम गर्नुहोस्। कालो दिसा वा रगतसहितको बान्ता भएमा तुरुन्त अस्पताल जानुहोस्।' },
  { specs: ['nephrology', 'urology'], title: 'पिसाब गर्दा पोल्छ?', body: 'पिसाब गर्दा पोल्ने र बारम्बार पिसाब लाग्ने संक्रमणको लक्षण हो। प्रशस्त पानी पिउनुहोस् र पिसाब नरोक्नुहोस्। ज्वरो आए वा कम्मर दुखे ढिलो नगरी जाँच गराउनुहोस्।' },
  { specs: ['dentistry'], title: 'गुट्खा र सुर्तीले मुख बिगार्छ', body: 'गुट्खा, खैनी र सुर्तीले दाँत र गिजा बिगार्नुका साथै मुखको क्यान्सर गराउँछ। मुखमा दुई हप्तासम्म निको नहुने घाउ वा सेतो दाग देखिए दन्त चिकित्सकलाई देखाउनुहोस्।' },
  { specs: ['neurology'], title: 'छारे रोगको दौरा पर्दा के गर्ने?', body: 'दौरा पर्दा बिरामीलाई कोल्टे पारेर सुताउनुहोस्, मुखमा केही नहाल्नुहोस् र जुत्ता सुँघाउने जस्ता चलन नगर्नुहोस्। पाँच मिनेटभन्दा बढी दौरा रहे अस्पताल लैजानुहोस्। नियमित औषधिले धेरैजसो दौरा रोकिन्छ।' },
  { specs: ['haematology', 'gynaecology-obstetrics'], title: 'रगतको कमी: आइरनयुक्त खाना', body: 'नेपालमा धेरै महिला र बालबालिकामा रगतको कमी छ। साग, गेडागुडी, कलेजो र मासु खानुहोस्; खानासँगै कागती वा अमला खाँदा आइरन राम्रोसँग पच्छ। खानाको बेला चिया नपिउनुहोस्।' },
  { specs: ['oncology', 'gynaecology-obstetrics'], title: 'महिनामा एक पटक स्तन आफैं जाँच्नुहोस्', body: 'ऐनाअगाडि उभिएर र सुतेर स्तन छामेर हेर्नुहोस्। गाँठो, छालामा खाल्डो वा निप्पलबाट रगत आएमा डर नमानी चिकित्सकलाई देखाउनुहोस्; चाँडो पत्ता लागे उपचार सजिलो हुन्छ।' },
  { specs: ['general-surgery'], title: 'पेटको दायाँ तल दुखाइ', body: 'नाइटोवरिपरि सुरु भएर दायाँ तल सर्ने दुखाइ, बान्ता र ज्वरो एपेन्डिसाइटिसको लक्षण हुन सक्छ। दुखाइ कम गर्ने औषधि खाएर नपर्खनुहोस्; तुरुन्त अस्पताल जानुहोस्।' },
];

export const HEALTH_PROBLEMS: readonly string[] = [
  'Fever and body ache', 'Back pain', 'Diabetes follow-up', 'High blood pressure', 'Skin rash', 'Persistent cough',
  'Stomach pain', 'Headache', 'Joint pain', 'Thyroid check', 'Pregnancy check-up', 'Child vaccination',
  'Ear pain', 'Blurred vision', 'Anxiety and poor sleep', 'Toothache', 'Chest discomfort', 'Allergy',
];
/** HEALTH_PROBLEMS in Nepali, in the same order (a review written in Nepali names its problem in Nepali). */
export const HEALTH_PROBLEMS_NE: readonly string[] = [
  'ज्वरो र जीउ दुखाइ', 'ढाड दुखाइ', 'मधुमेहको फलो-अप', 'उच्च रक्तचाप', 'छालामा बिमिरा', 'लामो समयदेखिको खोकी',
  'पेट दुखाइ', 'टाउको दुखाइ', 'जोर्नी दुखाइ', 'थाइराइड जाँच', 'गर्भावस्था जाँच', 'बच्चाको खोप',
  'कान दुखाइ', 'धमिलो देखाइ', 'चिन्ता र अनिद्रा', 'दाँत दुखाइ', 'छातीमा असजिलो', 'एलर्जी',
];

export const REVIEW_TEXTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Doctor listened patiently and explained everything clearly in Nepali. Highly recommended.',
    'Very kind and professional. The medicines worked within a few days.',
    'Clinic was clean and the doctor took time to answer all my questions.',
    'Best doctor I have visited. Did not prescribe unnecessary tests.',
  ],
  4: [
    'Good consultation, though I had to wait a little longer than expected.',
    'Helpful doctor and friendly staff. Parking near the clinic is difficult.',
    'Explained the treatment well. Follow-up was easy to book online.',
  ],
  3: [
    'Treatment was okay but the waiting time was long.',
    'Doctor was fine, the clinic was crowded on a Sunday morning.',
  ],
  2: ['Consultation felt rushed and the report explanation was brief.'],
  1: ['Waited over an hour and the doctor spent only two minutes with me.'],
};

/** Reviews written in Nepali, by stars. */
export const REVIEW_TEXTS_NE: Readonly<Record<number, readonly string[]>> = {
  5: [
    'डाक्टरले धैर्यपूर्वक कुरा सुन्नुभयो र सबै कुरा सजिलो भाषामा बुझाउनुभयो। धेरै राम्रो लाग्यो।',
    'अनावश्यक जाँच नगराई ठीक औषधि दिनुभयो, तीन दिनमै निको भएँ।',
    'क्लिनिक सफा थियो र कर्मचारी पनि सहयोगी हुनुहुन्थ्यो। सबैलाई सिफारिस गर्छु।',
  ],
  4: [
    'राम्रो परामर्श, तर पालो पर्खन अलि धेरै समय लाग्यो।',
    'डाक्टर दयालु हुनुहुन्छ। फलो-अपका लागि अनलाइन बुक गर्न सजिलो भयो।',
  ],
  3: [
    'उपचार ठिकै थियो तर क्लिनिकमा निकै भीड थियो।',
    'डाक्टर राम्रो हुनुहुन्छ, तर रिपोर्ट बुझाउन समय कम दिनुभयो।',
  ],
  2: ['परामर्श हतारमा सकियो, प्रश्न सोध्ने मौका नै पाइनँ।'],
  1: ['एक घण्टाभन्दा बढी पर्खें, डाक्टरले दुई मिनेट मात्र हेर्नुभयो।'],
};
