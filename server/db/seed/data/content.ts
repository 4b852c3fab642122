// Texts for health-feed posts and reviews.

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

export const HEALTH_PROBLEMS: readonly string[] = [
  'Fever and body ache', 'Back pain', 'Diabetes follow-up', 'High blood pressure', 'Skin rash', 'Persistent cough',
  'Stomach pain', 'Headache', 'Joint pain', 'Thyroid check', 'Pregnancy check-up', 'Child vaccination',
  'Ear pain', 'Blurred vision', 'Anxiety and poor sleep', 'Toothache', 'Chest discomfort', 'Allergy',
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
