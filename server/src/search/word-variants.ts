/**
 * Words patients type for the same thing: the English, the Hindi, and the ways Hindi is spelt in
 * Latin letters (बवासीर, bawaseer, bavasir). A search word in a group also finds pages written
 * with any other word of it, so a Hindi search finds English pages and the other way round.
 */
const GROUPS: readonly (readonly string[])[] = [
  [
    'piles',
    'haemorrhoids',
    'hemorrhoids',
    'बवासीर',
    'bawaseer',
    'bavasir',
    'bawasir',
    'bavaseer',
    'bawasheer',
    'arsh',
    'अर्श',
  ],
  ['fistula', 'भगंदर', 'bhagandar', 'bhagander', 'bhagandhar', 'नासूर', 'nasoor', 'nasur'],
  ['fissure', 'फिशर', 'fisher', 'दरार'],
  ['hydrocele', 'हाइड्रोसील', 'हाइड्रोसिल', 'haidrosil', 'hydrosil', 'andkosh', 'अंडकोष', 'अण्डकोष'],
  ['joint', 'joints', 'जोड़', 'जोड़ों', 'jod', 'jodo', 'jodon', 'jodon'],
  ['pain', 'दर्द', 'dard'],
  ['arthritis', 'गठिया', 'gathiya', 'gathia'],
  ['knee', 'घुटना', 'घुटने', 'ghutna', 'ghutne'],
  ['sexual', 'यौन', 'yaun', 'gupt', 'गुप्त'],
  ['constipation', 'कब्ज', 'कब्ज़', 'kabj', 'kabz', 'qabz'],
  ['laser', 'लेज़र', 'लेजर', 'lezar'],
  ['doctor', 'doctors', 'डॉक्टर', 'डॉ', 'daktar', 'doctar'],
  ['medicine', 'medicines', 'दवा', 'दवाई', 'dawa', 'dava', 'dawai', 'davai'],
  ['diet', 'आहार', 'खानपान', 'aahar', 'ahar'],
  ['surgery', 'operation', 'ऑपरेशन', 'ऑपरेशन', 'सर्जरी', 'oparation'],
  ['blood', 'bleeding', 'खून', 'khoon', 'khun', 'रक्त'],
  ['swelling', 'सूजन', 'sujan', 'soojan'],
  ['consultation', 'परामर्श', 'salah', 'सलाह'],
];

const normal = (word: string) => word.normalize('NFC').toLowerCase();

const BY_WORD: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.flatMap((group) => {
    const words = [...new Set(group.map(normal))];
    return words.map((word) => [word, words] as const);
  }),
);

/** The word and the other words of its group (the word first); just the word when it has none. */
export function wordVariants(word: string): readonly string[] {
  const key = normal(word);
  const group = BY_WORD.get(key);
  return group ? [key, ...group.filter((other) => other !== key)] : [key];
}
