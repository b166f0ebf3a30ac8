import { DrugSchedule } from '../../shop/drug-schedule';
import type { Product } from '../../shop/product.entity';

/** The pharmacy's own columns, which default (untaxed, visible, no prescription) when left out. */
type PharmacyDetails =
  'hsnCode' | 'gstRate' | 'prescriptionOnly' | 'hidden' | 'lowStockThreshold' | 'drugSchedule';

export type ProductSeed = Omit<
  Product,
  'id' | 'category' | 'categoryId' | 'createdAt' | 'translations' | PharmacyDetails
> &
  Partial<Pick<Product, PharmacyDetails>> & {
    /** Slug of the category in categories.ts */
    categorySlug: string;
    /** Explicit, distinct times (IST) so "Newest First" has one right order */
    createdAt: string;
    /** Sizes with their own stock, in display order; `stock` is then their sum. */
    sizes?: { label: string; stock: number }[];
  };

const image = (slug: string): string[] => [`/images/products/${slug}.svg`];

/** Generic over-the-counter products; no brand names. Prices in rupees. */
const catalogue: ProductSeed[] = [
  // Piles Care
  {
    slug: 'haemorrhoid-relief-ointment',
    name: 'Haemorrhoid Relief Ointment 30 g',
    shortDescription: 'Soothing ointment for itching and burning around the anus.',
    description:
      'A lidocaine and zinc oxide ointment that calms itching, burning and soreness caused by external piles. Apply a thin layer after washing and drying the area, up to three times a day, for no more than seven days unless a doctor advises otherwise.',
    price: 185,
    comparePrice: 220,
    images: image('haemorrhoid-relief-ointment'),
    categorySlug: 'piles-care',
    stock: 120,
    isFeatured: true,
    createdAt: '2026-11-18T11:00:00+05:30',
  },
  {
    slug: 'sitz-bath-tub',
    name: 'Sitz Bath Tub (fits any Western toilet)',
    shortDescription: 'Warm-water soak basin for piles, fissure and post-procedure care.',
    description:
      'A sturdy, food-grade plastic basin that sits on a Western toilet seat for a warm-water soak of ten to fifteen minutes. Doctors commonly advise sitz baths two or three times a day after a bowel movement to ease pain and keep the area clean. Folds flat for storage.',
    price: 449,
    comparePrice: 599,
    images: image('sitz-bath-tub'),
    categorySlug: 'piles-care',
    stock: 45,
    isFeatured: true,
    createdAt: '2026-10-29T12:30:00+05:30',
  },
  {
    slug: 'witch-hazel-cooling-wipes',
    name: 'Witch Hazel Cooling Wipes (30 wipes)',
    shortDescription: 'Alcohol-free, fragrance-free wipes for gentle cleaning.',
    description:
      'Soft, flushable wipes soaked in witch hazel and aloe vera for gentle cleaning after a bowel movement, when dry paper feels rough. They are free of alcohol and fragrance, which can sting sensitive skin.',
    price: 149,
    comparePrice: null,
    images: image('witch-hazel-cooling-wipes'),
    categorySlug: 'piles-care',
    stock: 80,
    isFeatured: false,
    createdAt: '2026-09-14T10:15:00+05:30',
  },
  {
    slug: 'donut-seat-cushion',
    name: 'Donut Seat Cushion, Memory Foam',
    shortDescription: 'Ring cushion that takes pressure off while you sit.',
    description:
      'A ring-shaped memory foam cushion with a washable cover that relieves pressure on the tailbone and anal area during long hours of sitting at work, in a vehicle or after a procedure. The non-slip base keeps it in place on office and dining chairs.',
    price: 699,
    comparePrice: 899,
    images: image('donut-seat-cushion'),
    categorySlug: 'piles-care',
    stock: 30,
    isFeatured: false,
    createdAt: '2026-08-05T16:00:00+05:30',
  },
  {
    slug: 'stool-softener-solution',
    name: 'Lactulose Stool Softener Solution 200 ml',
    shortDescription: 'Gentle osmotic laxative for hard stools and straining.',
    description:
      'Lactulose solution draws water into the bowel to soften stools, so you do not need to strain, which matters for piles and fissures. Usually taken once a day with water; it can take a day or two to work. Ask the doctor before long-term use.',
    price: 165,
    comparePrice: null,
    images: image('stool-softener-solution'),
    // Lactulose is a Schedule H medicine: sold against a prescription a pharmacist approves.
    prescriptionOnly: true,
    drugSchedule: DrugSchedule.H,
    categorySlug: 'piles-care',
    stock: 95,
    isFeatured: false,
    createdAt: '2026-06-20T09:45:00+05:30',
  },
  // Digestive Health
  {
    slug: 'psyllium-husk-powder',
    name: 'Psyllium Husk Powder 200 g',
    shortDescription: 'Natural soluble fibre for regular, comfortable bowel movements.',
    description:
      'Pure psyllium seed husk that adds soft bulk to the stool. Stir one to two teaspoons into a full glass of water or buttermilk, drink it at once and have another glass of water after it. Start with a small amount and increase slowly.',
    price: 210,
    comparePrice: 245,
    images: image('psyllium-husk-powder'),
    categorySlug: 'digestive-health',
    stock: 150,
    isFeatured: true,
    createdAt: '2026-11-10T10:00:00+05:30',
  },
  {
    slug: 'probiotic-capsules',
    name: 'Probiotic Capsules, 10 Billion CFU (30 capsules)',
    shortDescription: 'Friendly bacteria to support gut balance.',
    description:
      'A blend of Lactobacillus and Bifidobacterium strains that supports gut balance, especially during and after a course of antibiotics. Take one capsule a day after a meal. Store in a cool, dry place away from sunlight.',
    price: 349,
    comparePrice: 399,
    images: image('probiotic-capsules'),
    categorySlug: 'digestive-health',
    stock: 60,
    isFeatured: false,
    createdAt: '2026-10-02T14:20:00+05:30',
  },
  {
    slug: 'digestive-enzyme-syrup',
    name: 'Digestive Enzyme Syrup 200 ml',
    shortDescription: 'Helps with heaviness and bloating after meals.',
    description:
      'A fungal diastase and pepsin syrup that helps relieve heaviness, bloating and the feeling of fullness after a large meal. Take two teaspoons after lunch and dinner. Not a substitute for seeing a doctor about persistent stomach pain.',
    price: 125,
    comparePrice: null,
    images: image('digestive-enzyme-syrup'),
    categorySlug: 'digestive-health',
    stock: 70,
    isFeatured: false,
    createdAt: '2026-07-11T11:10:00+05:30',
  },
  {
    slug: 'oral-rehydration-salts',
    name: 'Oral Rehydration Salts, Orange (10 sachets)',
    shortDescription: 'WHO-formula ORS for dehydration in heat or loose motions.',
    description:
      'Each sachet makes one litre of oral rehydration solution to the WHO formula, replacing the water and salts lost through sweating or loose motions. Dissolve in one litre of clean drinking water and use within 24 hours.',
    price: 99,
    comparePrice: 120,
    images: image('oral-rehydration-salts'),
    categorySlug: 'digestive-health',
    stock: 200,
    isFeatured: false,
    createdAt: '2026-05-28T09:30:00+05:30',
  },
  {
    slug: 'antacid-chewable-tablets',
    name: 'Antacid Chewable Tablets, Mint (20 tablets)',
    shortDescription: 'Quick relief from acidity and heartburn.',
    description:
      'Calcium carbonate and magnesium hydroxide chewable tablets that neutralise excess stomach acid within minutes. Chew one or two tablets when symptoms appear, up to four times a day. See a doctor if you need them for more than two weeks.',
    price: 60,
    comparePrice: null,
    images: image('antacid-chewable-tablets'),
    categorySlug: 'digestive-health',
    stock: 180,
    isFeatured: false,
    createdAt: '2026-06-03T15:40:00+05:30',
  },
  // Men's Wellness
  {
    slug: 'scrotal-support-brief',
    name: 'Scrotal Support Brief (M / L / XL)',
    shortDescription: 'Firm, breathable support for hydrocele and after surgery.',
    description:
      'A soft cotton-blend support brief that holds the scrotum comfortably, reducing the dragging ache of a hydrocele or varicocele and supporting healing after surgery. Choose your usual waist size; hand wash in lukewarm water.',
    price: 399,
    comparePrice: 450,
    images: image('scrotal-support-brief'),
    categorySlug: 'mens-wellness',
    stock: 40,
    sizes: [
      { label: 'M', stock: 15 },
      { label: 'L', stock: 15 },
      { label: 'XL', stock: 10 },
    ],
    isFeatured: false,
    createdAt: '2026-11-02T10:30:00+05:30',
  },
  {
    slug: 'multivitamin-for-men',
    name: 'Daily Multivitamin for Men (60 tablets)',
    shortDescription: 'Vitamins and minerals to fill everyday gaps in the diet.',
    description:
      'A once-a-day tablet with vitamins A, B-complex, C, D and E, zinc, selenium and magnesium at sensible doses. It helps fill gaps in a busy or vegetarian diet; it does not replace balanced meals or treatment prescribed by your doctor.',
    price: 449,
    comparePrice: 549,
    images: image('multivitamin-for-men'),
    categorySlug: 'mens-wellness',
    stock: 85,
    isFeatured: true,
    createdAt: '2026-09-25T13:00:00+05:30',
  },
  {
    slug: 'zinc-vitamin-c-tablets',
    name: 'Zinc and Vitamin C Tablets (30 tablets)',
    shortDescription: 'Supports immunity and normal healing of skin.',
    description:
      'Zinc and vitamin C support the immune system and the normal healing of skin and wounds. Take one tablet a day after food. Not recommended together with other zinc supplements.',
    price: 149,
    comparePrice: null,
    images: image('zinc-vitamin-c-tablets'),
    categorySlug: 'mens-wellness',
    stock: 110,
    isFeatured: false,
    createdAt: '2026-07-30T12:00:00+05:30',
  },
  {
    slug: 'intimate-hygiene-wash-men',
    name: 'Gentle Intimate Wash for Men 100 ml',
    shortDescription: 'pH-balanced, soap-free wash for sensitive skin.',
    description:
      'A mild, soap-free and fragrance-free wash for the groin area that cleans without drying the skin. Helpful in hot, humid weather and for men prone to itching or fungal rashes. Rinse off well with water.',
    price: 225,
    comparePrice: 260,
    images: image('intimate-hygiene-wash-men'),
    categorySlug: 'mens-wellness',
    stock: 55,
    isFeatured: false,
    createdAt: '2026-05-12T17:30:00+05:30',
  },
  // Joint & Bone Care
  {
    slug: 'knee-support-brace',
    name: 'Knee Support Brace, Adjustable',
    shortDescription: 'Open-patella brace for stability during walking and stairs.',
    description:
      'A breathable neoprene knee brace with side stabilisers and adjustable straps that supports a painful or weak knee while walking, climbing stairs or doing household work. Wear it over the bare knee for a few hours at a time, not while sleeping.',
    price: 549,
    comparePrice: 699,
    images: image('knee-support-brace'),
    categorySlug: 'joint-bone-care',
    stock: 35,
    isFeatured: true,
    createdAt: '2026-11-14T10:45:00+05:30',
  },
  {
    slug: 'diclofenac-pain-relief-gel',
    name: 'Diclofenac Pain Relief Gel 30 g',
    shortDescription: 'Topical gel for muscle and joint pain.',
    description:
      'Diclofenac diethylamine gel with menthol for local relief of joint and muscle pain, sprains and stiffness. Rub gently into the skin three to four times a day and wash your hands afterwards. Do not apply to broken skin.',
    price: 110,
    comparePrice: null,
    images: image('diclofenac-pain-relief-gel'),
    categorySlug: 'joint-bone-care',
    stock: 140,
    isFeatured: false,
    createdAt: '2026-10-18T11:20:00+05:30',
  },
  {
    slug: 'calcium-vitamin-d3-tablets',
    name: 'Calcium and Vitamin D3 Tablets (60 tablets)',
    shortDescription: 'For strong bones, especially after 40.',
    description:
      'Calcium carbonate with vitamin D3 to support bone strength, particularly for women after menopause and for people who spend little time in the sun. Take one tablet a day after a meal, or as your doctor advises.',
    price: 275,
    comparePrice: 310,
    images: image('calcium-vitamin-d3-tablets'),
    categorySlug: 'joint-bone-care',
    stock: 90,
    isFeatured: false,
    createdAt: '2026-08-22T09:15:00+05:30',
  },
  {
    slug: 'hot-cold-gel-pack',
    name: 'Reusable Hot and Cold Gel Pack',
    shortDescription: 'Warm it or chill it for aches, sprains and swelling.',
    description:
      'A flexible gel pack that can be chilled in the freezer for fresh sprains and swelling or warmed in hot water for stiff joints and muscles. Always wrap it in a thin cloth and use for fifteen to twenty minutes at a time.',
    price: 299,
    comparePrice: null,
    images: image('hot-cold-gel-pack'),
    categorySlug: 'joint-bone-care',
    stock: 50,
    isFeatured: false,
    createdAt: '2026-07-04T14:00:00+05:30',
  },
  {
    slug: 'glucosamine-chondroitin-tablets',
    name: 'Glucosamine and Chondroitin Tablets (60 tablets)',
    shortDescription: 'Joint support supplement for long-term use.',
    description:
      'Glucosamine sulphate with chondroitin, commonly used alongside exercise for knee osteoarthritis. Any benefit builds up slowly over two to three months. Check with your doctor first if you take blood thinners or have diabetes.',
    price: 1250,
    comparePrice: 1499,
    images: image('glucosamine-chondroitin-tablets'),
    categorySlug: 'joint-bone-care',
    stock: 25,
    isFeatured: false,
    createdAt: '2026-06-15T10:10:00+05:30',
  },
  {
    slug: 'lumbar-support-belt',
    name: 'Lumbar Support Belt',
    shortDescription: 'Firm back support for travel, lifting and long sitting.',
    description:
      'An elastic back belt with flexible stays that supports the lower back during travel on rough roads, lifting or long hours at a desk. Use it as a short-term aid while you build core strength with exercises, not all day every day.',
    price: 799,
    comparePrice: 999,
    images: image('lumbar-support-belt'),
    categorySlug: 'joint-bone-care',
    stock: 20,
    isFeatured: false,
    createdAt: '2026-05-06T12:45:00+05:30',
  },
  // Hygiene & Recovery
  {
    slug: 'povidone-iodine-solution',
    name: 'Povidone-Iodine Antiseptic Solution 100 ml',
    shortDescription: 'Antiseptic for cleaning minor cuts and wounds.',
    description:
      'A 5% povidone-iodine solution for cleaning minor cuts, scrapes and the skin around a dressing as your doctor advises. Apply with clean cotton and let it dry. Avoid if you are allergic to iodine.',
    price: 89,
    comparePrice: null,
    images: image('povidone-iodine-solution'),
    categorySlug: 'hygiene-recovery',
    stock: 100,
    isFeatured: false,
    createdAt: '2026-10-08T09:00:00+05:30',
  },
  {
    slug: 'sterile-gauze-pads',
    name: 'Sterile Gauze Pads 10 x 10 cm (25 pads)',
    shortDescription: 'Individually packed pads for dressings at home.',
    description:
      'Soft, absorbent cotton gauze pads, each sealed in its own sterile pouch, for changing dressings at home after a procedure. Open a pouch only when you are ready to use the pad and wash your hands first.',
    price: 120,
    comparePrice: 140,
    images: image('sterile-gauze-pads'),
    categorySlug: 'hygiene-recovery',
    stock: 0,
    isFeatured: false,
    createdAt: '2026-09-03T16:30:00+05:30',
  },
  {
    slug: 'waterproof-wound-dressings',
    name: 'Waterproof Wound Dressings (10 dressings)',
    shortDescription: 'Breathable island dressings you can shower with.',
    description:
      'Transparent, breathable film dressings with an absorbent pad that keep a small wound clean and dry while you bathe. Change every two to three days, or sooner if the pad is soaked.',
    price: 175,
    comparePrice: null,
    images: image('waterproof-wound-dressings'),
    categorySlug: 'hygiene-recovery',
    stock: 65,
    isFeatured: false,
    createdAt: '2026-08-12T10:50:00+05:30',
  },
  {
    slug: 'digital-thermometer',
    name: 'Digital Thermometer with Beeper',
    shortDescription: 'Reads in about a minute; for checking fever after a procedure.',
    description:
      'A simple digital thermometer with a flexible tip and a beep when the reading is ready, in about sixty seconds. Useful for checking for fever during recovery at home. Clean the tip with a spirit swab after each use.',
    price: 199,
    comparePrice: 249,
    images: image('digital-thermometer'),
    categorySlug: 'hygiene-recovery',
    stock: 75,
    isFeatured: false,
    createdAt: '2026-06-27T13:35:00+05:30',
  },
  {
    slug: 'hand-sanitiser-gel',
    name: 'Hand Sanitiser Gel 200 ml',
    shortDescription: '70% alcohol gel for clean hands before dressings.',
    description:
      'A 70% alcohol hand gel with glycerine to clean hands before and after changing a dressing or caring for someone recovering at home. Rub in until dry; keep away from flames and children.',
    price: 95,
    comparePrice: null,
    images: image('hand-sanitiser-gel'),
    categorySlug: 'hygiene-recovery',
    stock: 160,
    isFeatured: false,
    createdAt: '2026-05-19T11:25:00+05:30',
  },
  // Ayurvedic Remedies
  {
    slug: 'triphala-churna',
    name: 'Triphala Churna 100 g',
    shortDescription: 'Traditional blend of three fruits for regular bowels.',
    description:
      'A classical powder of amla, haritaki and bibhitaki fruits, traditionally taken with warm water at bedtime to support regular bowel movements. Start with half a teaspoon. Tell your doctor about any herbal products you take.',
    price: 135,
    comparePrice: null,
    images: image('triphala-churna'),
    categorySlug: 'ayurvedic-remedies',
    stock: 90,
    isFeatured: false,
    createdAt: '2026-11-06T12:15:00+05:30',
  },
  {
    slug: 'ashwagandha-capsules',
    name: 'Ashwagandha Root Extract Capsules (60 capsules)',
    shortDescription: 'Traditional herb for stress and restful sleep.',
    description:
      'Standardised ashwagandha root extract, used in Ayurveda for stress, tiredness and restful sleep. Take one capsule twice a day after meals. Not advised in pregnancy or with thyroid medicines unless your doctor agrees.',
    price: 399,
    comparePrice: 499,
    images: image('ashwagandha-capsules'),
    categorySlug: 'ayurvedic-remedies',
    stock: 70,
    isFeatured: true,
    createdAt: '2026-09-19T15:00:00+05:30',
  },
  {
    slug: 'herbal-piles-tablets',
    name: 'Herbal Piles Care Tablets (60 tablets)',
    shortDescription: 'Ayurvedic tablets traditionally used for piles discomfort.',
    description:
      'A traditional formulation with nagkesar, haritaki and daruharidra, used in Ayurveda to ease the discomfort of piles alongside a high-fibre diet. Take two tablets twice a day after meals. See a doctor if there is bleeding.',
    price: 299,
    comparePrice: 340,
    images: image('herbal-piles-tablets'),
    categorySlug: 'ayurvedic-remedies',
    stock: 60,
    isFeatured: false,
    createdAt: '2026-07-22T10:40:00+05:30',
  },
  {
    slug: 'mahanarayan-massage-oil',
    name: 'Mahanarayan Massage Oil 100 ml',
    shortDescription: 'Warming herbal oil for stiff joints and muscles.',
    description:
      'A classical sesame-oil based preparation with ashwagandha and shatavari, traditionally massaged into stiff joints and tired muscles. Warm a little oil, massage gently for ten minutes and wash off after an hour.',
    price: 245,
    comparePrice: null,
    images: image('mahanarayan-massage-oil'),
    categorySlug: 'ayurvedic-remedies',
    stock: 5,
    isFeatured: false,
    createdAt: '2026-05-02T09:05:00+05:30',
  },
];

/** Each demo product's HSN code and GST rate (percent), as its tax invoice prints them. */
const TAX: Record<string, [hsnCode: string, gstRate: number]> = {
  'haemorrhoid-relief-ointment': ['30049099', 12],
  'sitz-bath-tub': ['39249090', 18],
  'witch-hazel-cooling-wipes': ['33079090', 18],
  'donut-seat-cushion': ['94049099', 18],
  'stool-softener-solution': ['30049099', 12],
  'psyllium-husk-powder': ['30049099', 12],
  'probiotic-capsules': ['21069099', 18],
  'digestive-enzyme-syrup': ['30049099', 12],
  'oral-rehydration-salts': ['30049099', 12],
  'antacid-chewable-tablets': ['30049099', 12],
  'scrotal-support-brief': ['90211000', 5],
  'multivitamin-for-men': ['21069099', 18],
  'zinc-vitamin-c-tablets': ['30045090', 12],
  'intimate-hygiene-wash-men': ['34013019', 18],
  'knee-support-brace': ['90211000', 5],
  'diclofenac-pain-relief-gel': ['30049099', 12],
  'calcium-vitamin-d3-tablets': ['30045090', 12],
  'hot-cold-gel-pack': ['38249900', 18],
  'glucosamine-chondroitin-tablets': ['21069099', 18],
  'lumbar-support-belt': ['90211000', 5],
  'povidone-iodine-solution': ['30049099', 12],
  'sterile-gauze-pads': ['30059090', 12],
  'waterproof-wound-dressings': ['30051090', 12],
  'digital-thermometer': ['90251990', 18],
  'hand-sanitiser-gel': ['38089400', 18],
  'triphala-churna': ['30049011', 12],
  'ashwagandha-capsules': ['30049011', 12],
  'herbal-piles-tablets': ['30049011', 12],
  'mahanarayan-massage-oil': ['30049011', 12],
};

export const products: ProductSeed[] = catalogue.map((product) => {
  const [hsnCode, gstRate] = TAX[product.slug] ?? [null, 0];
  return { hsnCode, gstRate, ...product };
});
