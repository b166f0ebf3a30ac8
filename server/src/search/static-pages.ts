// The site's static pages (condition and service content lives in the client) as the search
// knows them. Titles, summaries and paths mirror client/src/features/content/{conditions,services};
// keywords add the words patients actually type, including common Hindi names.

import { wordVariants } from './word-variants';

export interface StaticPage {
  id: string;
  title: string;
  summary: string;
  path: string;
  image: string;
  keywords: readonly string[];
  /** The page's Hindi title and summary, as the Hindi page (/hi + path) shows them. */
  hi: { title: string; summary: string };
}

export const conditionPages: readonly StaticPage[] = [
  {
    id: 'piles',
    title: 'Piles (Hemorrhoids)',
    summary:
      'Swollen veins in and around the back passage that can bleed, itch or hurt. Most settle with diet and medicines; day-care laser treatment helps when they do not.',
    path: '/diseases/piles',
    hi: {
      title: 'बवासीर (Piles)',
      summary:
        'गुदा (मलद्वार) के अंदर और आसपास की सूजी हुई नसें, जिनसे खून आ सकता है, खुजली या दर्द हो सकता है। ज़्यादातर खानपान और दवाओं से ठीक हो जाती हैं; न हों तो एक दिन का लेज़र उपचार मदद करता है।',
    },
    image: '/images/conditions/piles.svg',
    keywords: ['haemorrhoids', 'bawaseer', 'bavasir', 'bleeding', 'anal', 'laser', 'constipation'],
  },
  {
    id: 'fistula',
    title: 'Fistula',
    summary:
      'A small tunnel between the inside of the back passage and the skin near it, often after an abscess, that leaks pus or blood. It needs a doctor’s care to heal.',
    path: '/diseases/fistula',
    hi: {
      title: 'भगंदर (Fistula)',
      summary:
        'गुदा के अंदर से पास की त्वचा तक बनी एक छोटी सुरंग, जो अक्सर फोड़े के बाद बनती है और जिससे मवाद या खून रिसता है। इसे ठीक होने के लिए डॉक्टर की देखभाल चाहिए।',
    },
    image: '/images/conditions/fistula.svg',
    keywords: ['anal fistula', 'fistula-in-ano', 'bhagandar', 'abscess', 'pus', 'discharge'],
  },
  {
    id: 'hydrocele',
    title: 'Hydrocele',
    summary:
      'A painless build-up of fluid around a testicle that makes the scrotum swell. Many need only watching; a short operation helps when it grows or bothers you.',
    path: '/diseases/hydrocele',
    hi: {
      title: 'हाइड्रोसील (Hydrocele)',
      summary:
        'अंडकोष के चारों ओर पानी भरने से होने वाली बिना दर्द की सूजन। कई बार केवल निगरानी काफ़ी होती है; बढ़ने या परेशान करने पर एक छोटा ऑपरेशन मदद करता है।',
    },
    image: '/images/conditions/hydrocele.svg',
    keywords: ['scrotum', 'scrotal swelling', 'testicle', 'andkosh', 'swelling'],
  },
  {
    id: 'sexual-problems',
    title: 'Sexual Wellness',
    summary:
      'Private, judgement-free help for erection problems, early ejaculation and low desire, which are common and usually treatable.',
    path: '/diseases/sexual-problems',
    hi: {
      title: 'यौन स्वास्थ्य (Sexual Wellness)',
      summary:
        'इरेक्शन की समस्या, शीघ्रपतन और इच्छा की कमी के लिए निजी और बिना झिझक मदद। ये समस्याएँ आम हैं और आमतौर पर इनका इलाज हो जाता है।',
    },
    image: '/images/conditions/sexual-problems.svg',
    keywords: [
      'sexual problems',
      'erectile dysfunction',
      'premature ejaculation',
      'libido',
      'gupt rog',
      "men's health",
    ],
  },
  {
    id: 'joint-pain',
    title: 'Joint Pain',
    summary:
      'Knee, back, shoulder and other joint pain from wear, injury or arthritis, eased with exercise, medicines and, when needed, injections or surgery.',
    path: '/diseases/joint-pain',
    hi: {
      title: 'जोड़ों का दर्द (Joint Pain)',
      summary:
        'घुटने, कमर, कंधे और दूसरे जोड़ों का दर्द, जो घिसाव, चोट या गठिया से होता है। व्यायाम, दवाओं और ज़रूरत पड़ने पर इंजेक्शन या ऑपरेशन से आराम मिलता है।',
    },
    image: '/images/conditions/joint-pain.svg',
    keywords: ['arthritis', 'knee pain', 'back pain', 'gathiya', 'osteoarthritis', 'stiffness'],
  },
];

export const servicePages: readonly StaticPage[] = [
  {
    id: 'online-consultation',
    title: 'Online Consultation',
    summary:
      'Talk to our doctors by video or phone from home, 7 days a week, with a free follow-up within 7 days.',
    path: '/services/online-consultation',
    hi: {
      title: 'ऑनलाइन परामर्श',
      summary:
        'घर बैठे वीडियो या फ़ोन पर हमारे डॉक्टरों से बात करें, हफ़्ते के सातों दिन, और 7 दिन के अंदर मुफ़्त फ़ॉलो-अप।',
    },
    image: '/images/services/online-consultation.svg',
    keywords: ['video call', 'phone consultation', 'doctor online', 'teleconsultation', 'book'],
  },
  {
    id: 'medicine-delivery',
    title: 'Medicine Delivery',
    summary:
      'Medicines and care products delivered in discreet packaging, the same day in select areas, with order tracking.',
    path: '/services/medicine-delivery',
    hi: {
      title: 'दवाओं की होम डिलीवरी',
      summary: 'दवाएँ और देखभाल के सामान सादे पैकेट में घर तक, चुने हुए इलाक़ों में उसी दिन, ऑर्डर की ट्रैकिंग के साथ।',
    },
    image: '/images/services/medicine-delivery.svg',
    keywords: ['pharmacy', 'home delivery', 'order medicines', 'shop', 'tracking'],
  },
];

/**
 * True when every word, or another spelling or language of it (word-variants), appears in the
 * page's English or Hindi title, summary or keywords.
 */
export function pageMatches(page: StaticPage, words: readonly string[]): boolean {
  const text = [page.title, page.summary, ...page.keywords, page.hi.title, page.hi.summary]
    .join(' ')
    .normalize('NFC')
    .toLowerCase();
  return words.every((word) => wordVariants(word).some((variant) => text.includes(variant)));
}
