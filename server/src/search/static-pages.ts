// The site's static pages (condition and service content lives in the client) as the search
// knows them. Titles, summaries and paths mirror client/src/features/content/{conditions,services};
// keywords add the words patients actually type, including common Hindi names.

export interface StaticPage {
  id: string;
  title: string;
  summary: string;
  path: string;
  image: string;
  keywords: readonly string[];
}

export const conditionPages: readonly StaticPage[] = [
  {
    id: 'piles',
    title: 'Piles (Hemorrhoids)',
    summary:
      'Swollen veins in and around the back passage that can bleed, itch or hurt. Most settle with diet and medicines; day-care laser treatment helps when they do not.',
    path: '/diseases/piles',
    image: '/images/conditions/piles.svg',
    keywords: ['haemorrhoids', 'bawaseer', 'bavasir', 'bleeding', 'anal', 'laser', 'constipation'],
  },
  {
    id: 'fistula',
    title: 'Fistula',
    summary:
      'A small tunnel between the inside of the back passage and the skin near it, often after an abscess, that leaks pus or blood. It needs a doctor’s care to heal.',
    path: '/diseases/fistula',
    image: '/images/conditions/fistula.svg',
    keywords: ['anal fistula', 'fistula-in-ano', 'bhagandar', 'abscess', 'pus', 'discharge'],
  },
  {
    id: 'hydrocele',
    title: 'Hydrocele',
    summary:
      'A painless build-up of fluid around a testicle that makes the scrotum swell. Many need only watching; a short operation helps when it grows or bothers you.',
    path: '/diseases/hydrocele',
    image: '/images/conditions/hydrocele.svg',
    keywords: ['scrotum', 'scrotal swelling', 'testicle', 'andkosh', 'swelling'],
  },
  {
    id: 'sexual-problems',
    title: 'Sexual Wellness',
    summary:
      'Private, judgement-free help for erection problems, early ejaculation and low desire, which are common and usually treatable.',
    path: '/diseases/sexual-problems',
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
    image: '/images/services/online-consultation.svg',
    keywords: ['video call', 'phone consultation', 'doctor online', 'teleconsultation', 'book'],
  },
  {
    id: 'medicine-delivery',
    title: 'Medicine Delivery',
    summary:
      'Medicines and care products delivered in discreet packaging, the same day in select areas, with order tracking.',
    path: '/services/medicine-delivery',
    image: '/images/services/medicine-delivery.svg',
    keywords: ['pharmacy', 'home delivery', 'order medicines', 'shop', 'tracking'],
  },
];

/** True when every word appears somewhere in the page's title, summary or keywords. */
export function pageMatches(page: StaticPage, words: readonly string[]): boolean {
  const text = [page.title, page.summary, ...page.keywords].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
