#!/usr/bin/env node
// Writes the demo illustrations under client/public/images (and client/public/favicon.svg):
// doctor avatars, product packs, blog art, condition and service pictures and the logo.
// Deterministic: the same data gives byte-identical files, so re-running it is a no-op in git.
// Slugs are read from the seed data files, so a new product or post fails loudly here if its
// picture would be missing.
//
//   node scripts/generate-demo-images.mjs
//
// The PNG logo (the spec serves /images/logo.png) is logo.svg rendered by headless Chromium:
//   chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
//     --window-size=96,96 --screenshot=client/public/images/logo.png client/public/images/logo.svg

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'client/public');
const seedDir = path.join(root, 'server/src/seed/data');

const C = {
  teal900: '#134e4a',
  teal700: '#0f766e',
  teal500: '#14b8a6',
  teal300: '#5eead4',
  teal100: '#ccfbf1',
  teal50: '#f0fdfa',
  blue700: '#1d4ed8',
  blue500: '#3b82f6',
  blue300: '#93c5fd',
  blue100: '#dbeafe',
  blue50: '#eff6ff',
  amber500: '#f59e0b',
  amber300: '#fcd34d',
  amber100: '#fef3c7',
  slate700: '#334155',
  slate400: '#94a3b8',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  white: '#ffffff',
  rose300: '#fda4af',
  violet300: '#c4b5fd',
  violet100: '#ede9fe',
  green500: '#22c55e',
  green100: '#dcfce7',
};

const written = [];

function write(relative, svg) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const text = `${svg.replace(/\n\s*/g, '')}\n`;
  writeFileSync(file, text);
  written.push([relative, Buffer.byteLength(text)]);
}

const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">${body}</svg>`;

function slugsOf(file, pattern = /slug: '([a-z0-9-]+)'/g) {
  const text = readFileSync(path.join(seedDir, file), 'utf8');
  return [...text.matchAll(pattern)].map((m) => m[1]);
}

// Small deterministic hash (FNV-1a) so a slug without its own entry still gets a stable look.
function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

// ---------------------------------------------------------------- doctors (neutral avatars)

const SKIN = ['#f1c7a5', '#d9a27c', '#c68863', '#a86f4c'];
const HAIR = ['#1f2937', '#3f2d20', '#4b5563'];
const DOCTOR_LOOKS = {
  'dr-rajesh-sharma': { hair: 'short', skin: 1, bg: C.teal100, shirt: C.blue500, hairColor: 2 },
  'dr-anita-verma': { hair: 'bun', skin: 2, bg: C.blue100, shirt: C.teal500, hairColor: 0 },
  'dr-sameer-khan': {
    hair: 'short',
    skin: 2,
    bg: C.amber100,
    shirt: C.teal700,
    hairColor: 0,
    beard: true,
  },
  'dr-vikram-singh': {
    hair: 'turban',
    skin: 1,
    bg: C.violet100,
    shirt: C.blue700,
    hairColor: 0,
    beard: true,
  },
  'dr-meena-iyer': { hair: 'long', skin: 3, bg: C.green100, shirt: C.blue500, hairColor: 0 },
  'dr-pooja-agarwal': { hair: 'long', skin: 0, bg: C.teal50, shirt: C.amber500, hairColor: 1 },
  'dr-arun-mishra': {
    hair: 'bald',
    skin: 1,
    bg: C.slate100,
    shirt: C.teal700,
    hairColor: 2,
    glasses: true,
  },
};

function avatar(look, label, id) {
  const skin = SKIN[look.skin];
  const hair = HAIR[look.hairColor];
  const parts = [
    `<rect width="160" height="160" rx="80" fill="${look.bg}"/>`,
    // Unique ids: the SVGs may be inlined together on one page.
    `<clipPath id="${id}"><rect width="160" height="160" rx="80"/></clipPath><g clip-path="url(#${id})">`,
    // coat, shirt and neck
    `<path d="M24 160c2-30 22-44 56-44s54 14 56 44z" fill="${C.white}" stroke="${C.slate200}" stroke-width="2"/>`,
    `<path d="M66 118l14 22 14-22z" fill="${look.shirt}"/>`,
    `<rect x="70" y="96" width="20" height="24" rx="8" fill="${skin}"/>`,
    // stethoscope
    `<path d="M58 122c-4 14 2 26 14 28M102 122c4 14-2 26-14 28" fill="none" stroke="${C.teal700}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="80" cy="150" r="5" fill="${C.teal700}"/>`,
  ];
  if (look.hair === 'long')
    parts.push(`<path d="M46 70c0-30 16-44 34-44s34 14 34 44v40H46z" fill="${hair}"/>`);
  parts.push(`<ellipse cx="80" cy="70" rx="27" ry="31" fill="${skin}"/>`);
  if (look.beard)
    parts.push(
      `<path d="M53 72c2 22 12 30 27 30s25-8 27-30c-6 10-14 12-27 12s-21-2-27-12z" fill="${hair}"/>`,
    );
  const top = {
    short: `<path d="M52 66c-2-22 12-34 28-34s31 10 28 34c-6-10-16-16-28-16s-22 6-28 16z" fill="${hair}"/>`,
    bun: `<circle cx="80" cy="34" r="11" fill="${hair}"/><path d="M52 68c-2-22 12-34 28-34s30 12 28 34c-8-12-18-18-28-18s-20 6-28 18z" fill="${hair}"/>`,
    long: `<path d="M52 68c-2-22 12-34 28-34s30 12 28 34c-10-6-18-16-22-24-6 10-18 20-34 24z" fill="${hair}"/>`,
    turban: `<path d="M50 62c0-22 14-34 30-34s30 12 30 34c-8-6-18-8-30-8s-22 2-30 8z" fill="${look.shirt}"/><path d="M56 50c10-8 38-8 48 0" fill="none" stroke="${C.white}" stroke-width="2" opacity=".5"/>`,
    bald: `<path d="M53 70c-3-6-3-12-1-16M107 70c3-6 3-12 1-16" fill="none" stroke="${C.slate400}" stroke-width="5" stroke-linecap="round"/>`,
  }[look.hair];
  parts.push(top);
  if (look.glasses) {
    parts.push(
      `<g fill="none" stroke="${C.slate700}" stroke-width="2.5"><circle cx="69" cy="72" r="8"/><circle cx="91" cy="72" r="8"/><path d="M77 72h6"/></g>`,
    );
  }
  parts.push('</g>');
  return svg(160, 160, parts.join(''), label);
}

for (const slug of slugsOf('doctors.ts')) {
  const h = hash(slug);
  const look = DOCTOR_LOOKS[slug] ?? {
    hair: ['short', 'long', 'bun'][h % 3],
    skin: h % SKIN.length,
    bg: [C.teal100, C.blue100, C.amber100][h % 3],
    shirt: C.teal500,
    hairColor: h % HAIR.length,
  };
  write(`images/doctors/${slug}.svg`, avatar(look, 'Doctor', `clip-${slug}`));
}
write(
  'images/doctors/default.svg',
  svg(
    160,
    160,
    `<rect width="160" height="160" rx="80" fill="${C.slate100}"/><clipPath id="clip-doctor-default"><rect width="160" height="160" rx="80"/></clipPath><g clip-path="url(#clip-doctor-default)"><path d="M24 160c2-30 22-44 56-44s54 14 56 44z" fill="${C.slate200}"/><circle cx="80" cy="70" r="30" fill="${C.slate200}"/><path d="M68 70h24M80 58v24" stroke="${C.teal500}" stroke-width="6" stroke-linecap="round"/></g>`,
    'Doctor',
  ),
);

// ---------------------------------------------------------------- products (pack illustrations)

const CATEGORY_LOOK = {
  'piles-care': { tint: C.teal50, main: C.teal500, dark: C.teal700, icon: 'plus' },
  'digestive-health': { tint: C.green100, main: C.green500, dark: '#15803d', icon: 'leaf' },
  'mens-wellness': { tint: C.blue50, main: C.blue500, dark: C.blue700, icon: 'shield' },
  'joint-bone-care': { tint: C.amber100, main: C.amber500, dark: '#b45309', icon: 'joint' },
  'hygiene-recovery': { tint: C.slate100, main: C.teal300, dark: C.teal700, icon: 'drop' },
  'ayurvedic-remedies': { tint: '#fef9c3', main: '#65a30d', dark: '#3f6212', icon: 'leaf' },
};

const PACK_OF = {
  'haemorrhoid-relief-ointment': 'tube',
  'sitz-bath-tub': 'basin',
  'witch-hazel-cooling-wipes': 'pouch',
  'donut-seat-cushion': 'ring',
  'stool-softener-solution': 'bottle',
  'psyllium-husk-powder': 'jar',
  'probiotic-capsules': 'pillbottle',
  'digestive-enzyme-syrup': 'bottle',
  'oral-rehydration-salts': 'sachets',
  'antacid-chewable-tablets': 'strip',
  'scrotal-support-brief': 'box',
  'multivitamin-for-men': 'pillbottle',
  'zinc-vitamin-c-tablets': 'strip',
  'intimate-hygiene-wash-men': 'pump',
  'knee-support-brace': 'band',
  'diclofenac-pain-relief-gel': 'tube',
  'calcium-vitamin-d3-tablets': 'pillbottle',
  'hot-cold-gel-pack': 'pad',
  'glucosamine-chondroitin-tablets': 'box',
  'lumbar-support-belt': 'band',
  'povidone-iodine-solution': 'bottle',
  'sterile-gauze-pads': 'box',
  'waterproof-wound-dressings': 'pouch',
  'digital-thermometer': 'thermometer',
  'hand-sanitiser-gel': 'pump',
  'triphala-churna': 'jar',
  'ashwagandha-capsules': 'pillbottle',
  'herbal-piles-tablets': 'pillbottle',
  'mahanarayan-massage-oil': 'bottle',
};

function icon(kind, cx, cy, color) {
  switch (kind) {
    case 'plus':
      return `<path d="M${cx - 9} ${cy}h18M${cx} ${cy - 9}v18" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`;
    case 'leaf':
      return `<path d="M${cx - 10} ${cy + 10}c0-14 8-20 20-20 0 14-8 20-20 20zM${cx - 10} ${cy + 10}l10-10" fill="${color}" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`;
    case 'shield':
      return `<path d="M${cx} ${cy - 11}l10 4v6c0 7-5 11-10 13-5-2-10-6-10-13v-6z" fill="${color}"/>`;
    case 'joint':
      return `<circle cx="${cx}" cy="${cy}" r="6" fill="${color}"/><path d="M${cx - 12} ${cy - 8}l8 5M${cx + 12} ${cy + 8}l-8-5" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`;
    default:
      return `<path d="M${cx} ${cy - 11}c6 8 9 12 9 16a9 9 0 0 1-18 0c0-4 3-8 9-16z" fill="${color}"/>`;
  }
}

function label(x, y, w, h, look) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.white}"/>${icon(look.icon, x + w / 2, y + h / 2 - 4, look.main)}<rect x="${x + w / 2 - 16}" y="${y + h - 12}" width="32" height="4" rx="2" fill="${C.slate200}"/>`;
}

const PACKS = {
  tube: (l) =>
    `<path d="M70 40h60l-6 104H76z" fill="${l.main}"/><rect x="66" y="34" width="68" height="10" rx="3" fill="${l.dark}"/><rect x="88" y="144" width="24" height="20" rx="4" fill="${l.dark}"/>${label(78, 66, 44, 50, l)}`,
  bottle: (l) =>
    `<rect x="86" y="30" width="28" height="16" rx="4" fill="${l.dark}"/><path d="M90 46h20v10c14 4 22 12 22 24v76a8 8 0 0 1-8 8H76a8 8 0 0 1-8-8V80c0-12 8-20 22-24z" fill="${l.main}"/>${label(76, 92, 48, 52, l)}`,
  pillbottle: (l) =>
    `<rect x="66" y="34" width="68" height="22" rx="5" fill="${l.dark}"/><rect x="70" y="56" width="60" height="110" rx="10" fill="${l.main}"/>${label(76, 82, 48, 56, l)}`,
  jar: (l) =>
    `<rect x="56" y="52" width="88" height="20" rx="6" fill="${l.dark}"/><rect x="52" y="72" width="96" height="88" rx="14" fill="${l.main}"/>${label(70, 88, 60, 54, l)}`,
  box: (l) =>
    `<path d="M56 64l44-16 44 16v86l-44 16-44-16z" fill="${l.dark}"/><path d="M56 64l44 16v86l-44-16z" fill="${l.main}"/><path d="M56 64l44-16 44 16-44 16z" fill="${C.white}" opacity=".55"/>${icon(l.icon, 78, 112, C.white)}`,
  pouch: (l) =>
    `<path d="M54 52h92l-4 108H58z" fill="${l.main}"/><path d="M54 52h92v10H54z" fill="${l.dark}"/><path d="M60 52l6 10 6-10 6 10 6-10 6 10 6-10 6 10 6-10 6 10 6-10 6 10 6-10 6 10" fill="none" stroke="${C.white}" stroke-width="2" opacity=".5"/>${label(74, 84, 52, 52, l)}`,
  sachets: (l) =>
    `<rect x="78" y="44" width="64" height="92" rx="6" fill="${l.dark}" transform="rotate(8 110 90)"/><rect x="58" y="56" width="64" height="92" rx="6" fill="${l.main}"/>${label(66, 78, 48, 48, l)}`,
  strip: (l) =>
    `<rect x="48" y="60" width="104" height="80" rx="10" fill="${C.slate200}"/><rect x="54" y="66" width="92" height="68" rx="8" fill="${C.white}"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (i) =>
          `<circle cx="${72 + i * 19}" cy="86" r="8" fill="${l.main}"/><circle cx="${72 + i * 19}" cy="114" r="8" fill="${l.main}"/>`,
      )
      .join('')}`,
  pump: (l) =>
    `<path d="M92 36h30v8h-22v14h-8z" fill="${l.dark}"/><rect x="86" y="56" width="28" height="12" rx="3" fill="${l.dark}"/><rect x="66" y="68" width="68" height="98" rx="14" fill="${l.main}"/>${label(76, 92, 48, 52, l)}`,
  basin: (l) =>
    `<ellipse cx="100" cy="86" rx="62" ry="20" fill="${l.dark}"/><path d="M38 86c4 40 26 64 62 64s58-24 62-64c-8 12-32 20-62 20s-54-8-62-20z" fill="${l.main}"/><ellipse cx="100" cy="86" rx="48" ry="13" fill="${C.blue100}"/>`,
  ring: (l) =>
    `<ellipse cx="100" cy="108" rx="66" ry="42" fill="${l.dark}"/><ellipse cx="100" cy="100" rx="66" ry="42" fill="${l.main}"/><ellipse cx="100" cy="98" rx="24" ry="13" fill="${l.tint}"/>`,
  band: (l) =>
    `<rect x="44" y="70" width="112" height="60" rx="16" fill="${l.main}"/><rect x="44" y="84" width="26" height="32" rx="6" fill="${l.dark}"/><rect x="130" y="84" width="26" height="32" rx="6" fill="${l.dark}"/><circle cx="100" cy="100" r="14" fill="${C.white}" opacity=".6"/>`,
  pad: (l) =>
    `<rect x="48" y="58" width="104" height="84" rx="22" fill="${l.main}"/><rect x="60" y="70" width="80" height="60" rx="14" fill="${C.blue300}" opacity=".7"/><circle cx="84" cy="96" r="6" fill="${C.white}" opacity=".8"/><circle cx="112" cy="108" r="4" fill="${C.white}" opacity=".8"/>`,
  thermometer: (l) =>
    `<rect x="90" y="30" width="20" height="118" rx="10" fill="${C.white}" stroke="${l.dark}" stroke-width="3"/><rect x="96" y="96" width="8" height="46" rx="4" fill="${l.main}"/><rect x="84" y="146" width="32" height="22" rx="8" fill="${l.dark}"/><rect x="94" y="48" width="12" height="28" rx="3" fill="${C.slate200}"/>`,
};

function productSvg(look, pack) {
  return svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="${look.tint}"/>${PACKS[pack](look)}`,
    'Product',
  );
}

{
  const text = readFileSync(path.join(seedDir, 'products.ts'), 'utf8');
  const entries = [...text.matchAll(/slug: '([a-z0-9-]+)'[\s\S]*?categorySlug: '([a-z0-9-]+)'/g)];
  for (const [, slug, category] of entries) {
    const look = CATEGORY_LOOK[category];
    const pack = PACK_OF[slug];
    if (!look || !pack) throw new Error(`No picture rule for product ${slug} (${category})`);
    write(`images/products/${slug}.svg`, productSvg(look, pack));
  }
}
write(
  'images/products/placeholder.svg',
  svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="${C.slate100}"/><rect x="60" y="56" width="80" height="96" rx="12" fill="${C.slate200}"/><path d="M88 104h24M100 92v24" stroke="${C.slate400}" stroke-width="6" stroke-linecap="round"/>`,
    'Product',
  ),
);

// ---------------------------------------------------------------- blog (abstract, calm art)

const W = 640;
const H = 360;
const hills = (a, b) =>
  `<path d="M0 270c90-40 180-40 280-10s220 30 360-20v120H0z" fill="${a}"/><path d="M0 310c120-30 220-20 330 0s200 10 310-20v90H0z" fill="${b}"/>`;
const dots = (color) =>
  `<g fill="${color}"><circle cx="520" cy="70" r="4"/><circle cx="548" cy="96" r="3"/><circle cx="498" cy="110" r="2.5"/><circle cx="90" cy="60" r="3"/><circle cx="120" cy="86" r="2"/></g>`;
const leaf = (x, y, s, color, rot = 0) =>
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0c0-30 20-46 48-46 0 30-20 46-48 46zM0 0l30-28" fill="${color}" stroke="${C.white}" stroke-width="2" stroke-linecap="round"/>`;

const BLOG_MOTIF = {
  'piles-friendly-diet': () =>
    `<circle cx="470" cy="120" r="70" fill="${C.amber100}"/>${hills(C.teal100, C.teal300)}<path d="M220 200h200c0 50-44 80-100 80s-100-30-100-80z" fill="${C.teal700}"/><ellipse cx="320" cy="200" rx="100" ry="14" fill="${C.teal500}"/>${leaf(280, 196, 1, C.green500, -10)}${leaf(330, 194, 0.8, '#65a30d', 20)}<circle cx="360" cy="186" r="10" fill="${C.amber500}"/>`,
  'when-to-see-a-doctor-for-fistula': () =>
    `<circle cx="160" cy="110" r="60" fill="${C.blue100}"/>${hills(C.blue50, C.blue100)}<path d="M320 80l80 30v50c0 56-38 86-80 100-42-14-80-44-80-100v-50z" fill="${C.teal500}"/><path d="M300 170h40M320 150v40" stroke="${C.white}" stroke-width="12" stroke-linecap="round"/>`,
  'hydrocele-myths-and-facts': () =>
    `<circle cx="480" cy="110" r="56" fill="${C.teal100}"/>${hills(C.blue50, C.blue100)}<path d="M300 70c40 56 60 86 60 112a60 60 0 0 1-120 0c0-26 20-56 60-112z" fill="${C.blue500}"/><path d="M280 190a26 26 0 0 0 20 24" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity=".7"/><circle cx="410" cy="200" r="22" fill="${C.blue300}"/><circle cx="200" cy="220" r="14" fill="${C.blue300}"/>`,
  'talking-to-your-doctor-about-sexual-health': () =>
    `${hills(C.violet100, C.blue100)}<rect x="170" y="80" width="180" height="110" rx="28" fill="${C.teal500}"/><path d="M210 190l-10 36 40-36z" fill="${C.teal500}"/><rect x="300" y="130" width="170" height="100" rx="28" fill="${C.amber300}"/><path d="M430 230l14 30-40-30z" fill="${C.amber300}"/><g fill="${C.white}"><circle cx="230" cy="136" r="8"/><circle cx="260" cy="136" r="8"/><circle cx="290" cy="136" r="8"/></g>`,
  'gentle-exercises-for-knee-pain': () =>
    `<circle cx="500" cy="100" r="60" fill="${C.amber100}"/>${hills(C.green100, C.teal100)}<path d="M120 330c80-30 170-50 270-60s140-20 200-50" fill="none" stroke="${C.amber500}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/><rect x="170" y="120" width="200" height="44" rx="8" fill="${C.teal500}"/><circle cx="370" cy="142" r="30" fill="${C.teal700}"/><circle cx="370" cy="142" r="18" fill="none" stroke="${C.teal300}" stroke-width="5"/><circle cx="370" cy="142" r="6" fill="${C.teal300}"/>`,
  'recovery-after-laser-piles-treatment': () =>
    `<circle cx="320" cy="250" r="110" fill="${C.amber100}"/><circle cx="320" cy="250" r="70" fill="${C.amber300}"/>${hills(C.teal100, C.teal300)}<rect x="420" y="70" width="120" height="110" rx="14" fill="${C.white}" stroke="${C.teal500}" stroke-width="4"/><path d="M420 100h120" stroke="${C.teal500}" stroke-width="4"/><g fill="${C.teal300}"><rect x="436" y="114" width="18" height="14" rx="3"/><rect x="462" y="114" width="18" height="14" rx="3"/><rect x="488" y="114" width="18" height="14" rx="3"/><rect x="436" y="140" width="18" height="14" rx="3"/></g><path d="M466 147l6 6 12-12" fill="none" stroke="${C.teal700}" stroke-width="4" stroke-linecap="round"/>`,
  'fibre-and-hydration-daily-habits': () =>
    `<circle cx="150" cy="110" r="60" fill="${C.green100}"/>${hills(C.blue50, C.blue100)}<path d="M270 70h100l-12 190h-76z" fill="${C.blue100}" stroke="${C.blue500}" stroke-width="4"/><path d="M276 140h88l-8 116h-72z" fill="${C.blue300}"/>${leaf(380, 240, 1.2, C.green500, -20)}${leaf(200, 250, 0.9, '#65a30d', 200)}`,
  'sitting-habits-and-your-health': () =>
    `${hills(C.slate100, C.teal100)}<rect x="250" y="70" width="24" height="130" rx="10" fill="${C.teal700}"/><rect x="250" y="180" width="150" height="26" rx="10" fill="${C.teal500}"/><path d="M270 206l-20 70M390 206l20 70" stroke="${C.teal700}" stroke-width="10" stroke-linecap="round"/><circle cx="470" cy="110" r="38" fill="none" stroke="${C.amber500}" stroke-width="8"/><path d="M470 90v20l14 10" fill="none" stroke="${C.amber500}" stroke-width="6" stroke-linecap="round"/>`,
  'laser-fistula-treatment-what-to-expect': () =>
    `${hills(C.teal50, C.teal100)}<path d="M120 90l400 120" stroke="${C.teal300}" stroke-width="18" stroke-linecap="round" opacity=".6"/><path d="M120 90l400 120" stroke="${C.teal700}" stroke-width="4" stroke-linecap="round"/><circle cx="520" cy="210" r="26" fill="${C.amber300}"/><circle cx="520" cy="210" r="12" fill="${C.amber500}"/><rect x="80" y="70" width="60" height="40" rx="10" fill="${C.teal700}" transform="rotate(17 110 90)"/>`,
  'monsoon-joint-care': () =>
    `${hills(C.blue100, C.teal100)}<path d="M220 170a50 50 0 0 1 20-96 70 70 0 0 1 130 10 44 44 0 0 1 20 86z" fill="${C.slate200}"/><g stroke="${C.blue500}" stroke-width="6" stroke-linecap="round"><path d="M260 200l-10 24M310 200l-10 24M360 200l-10 24"/></g>`,
};

const blogSvg = (motif) =>
  svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${C.teal50}"/>${dots(C.teal300)}${motif()}`,
    'Illustration',
  );

for (const slug of slugsOf('blog-posts.ts')) {
  const motif = BLOG_MOTIF[slug];
  if (!motif) throw new Error(`No picture rule for blog post ${slug}`);
  write(`images/blog/${slug}.svg`, blogSvg(motif));
}
write(
  'images/blog/default.svg',
  blogSvg(
    () =>
      `<circle cx="320" cy="150" r="80" fill="${C.teal100}"/>${hills(C.teal100, C.teal300)}${leaf(290, 190, 1.4, C.teal500, -15)}`,
  ),
);

// ---------------------------------------------------------------- conditions and services

const scene = (body, bg = C.teal50) =>
  svg(
    320,
    240,
    `<rect width="320" height="240" rx="24" fill="${bg}"/><circle cx="260" cy="56" r="30" fill="${C.amber100}"/>${body}`,
    'Illustration',
  );

write(
  'images/conditions/piles.svg',
  scene(
    `<ellipse cx="160" cy="168" rx="96" ry="34" fill="${C.teal300}"/><ellipse cx="160" cy="160" rx="96" ry="34" fill="${C.teal500}"/><ellipse cx="160" cy="156" rx="34" ry="11" fill="${C.teal100}"/>${leaf(150, 110, 0.9, C.green500, -20)}`,
  ),
);
write(
  'images/conditions/fistula.svg',
  scene(
    `<path d="M160 50l64 24v40c0 46-30 70-64 82-34-12-64-36-64-82V74z" fill="${C.teal500}"/><path d="M140 122l14 14 28-30" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    C.blue50,
  ),
);
write(
  'images/conditions/hydrocele.svg',
  scene(
    `<path d="M160 46c38 52 56 80 56 104a56 56 0 0 1-112 0c0-24 18-52 56-104z" fill="${C.blue500}"/><path d="M140 158a24 24 0 0 0 18 22" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity=".7"/><circle cx="76" cy="176" r="14" fill="${C.blue300}"/><circle cx="246" cy="168" r="10" fill="${C.blue300}"/>`,
  ),
);
write(
  'images/conditions/sexual-problems.svg',
  scene(
    `<circle cx="130" cy="128" r="56" fill="${C.teal500}" opacity=".85"/><circle cx="190" cy="128" r="56" fill="${C.amber300}" opacity=".85"/><path d="M160 112c-6-10-22-10-22 4 0 12 22 24 22 24s22-12 22-24c0-14-16-14-22-4z" fill="${C.white}"/>`,
    C.violet100,
  ),
);
write(
  'images/conditions/joint-pain.svg',
  scene(
    `<path d="M96 60l56 62M224 186l-56-52" stroke="${C.teal700}" stroke-width="26" stroke-linecap="round"/><circle cx="160" cy="128" r="26" fill="${C.teal500}"/><circle cx="160" cy="128" r="40" fill="none" stroke="${C.amber500}" stroke-width="4" stroke-dasharray="6 8"/>`,
    C.amber100,
  ),
);
write(
  'images/services/online-consultation.svg',
  scene(
    `<rect x="112" y="40" width="96" height="168" rx="16" fill="${C.teal700}"/><rect x="120" y="56" width="80" height="132" rx="8" fill="${C.white}"/><circle cx="160" cy="104" r="20" fill="${C.teal100}"/><path d="M134 160c4-16 14-24 26-24s22 8 26 24z" fill="${C.teal100}"/><rect x="206" y="70" width="70" height="44" rx="14" fill="${C.amber300}"/><path d="M220 114l-6 16 20-16z" fill="${C.amber300}"/><path d="M150 104h20M160 94v20" stroke="${C.teal500}" stroke-width="5" stroke-linecap="round"/>`,
    C.blue50,
  ),
);
write(
  'images/services/medicine-delivery.svg',
  scene(
    `<path d="M96 96l64-24 64 24v76l-64 24-64-24z" fill="${C.teal700}"/><path d="M96 96l64 24v76l-64-24z" fill="${C.teal500}"/><path d="M96 96l64-24 64 24-64 24z" fill="${C.teal100}"/><path d="M116 140h24M128 128v24" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/><path d="M30 120h44M40 140h34M50 160h24" stroke="${C.amber500}" stroke-width="5" stroke-linecap="round"/>`,
  ),
);

// ---------------------------------------------------------------- logo and favicon

const mark = `<rect width="96" height="96" rx="24" fill="${C.teal700}"/><path d="M48 78c-17-8-26-22-26-38 10 0 20 4 26 12 6-8 16-12 26-12 0 16-9 30-26 38z" fill="${C.teal300}"/><path d="M48 30v28M34 44h28" stroke="${C.white}" stroke-width="9" stroke-linecap="round"/><circle cx="74" cy="22" r="6" fill="${C.amber500}"/>`;
write('images/logo.svg', svg(96, 96, mark, 'Shanti Care Clinic'));
write('favicon.svg', svg(96, 96, mark, 'Shanti Care Clinic'));

for (const [file, bytes] of written) {
  if (bytes > 3072) console.warn(`warning: ${file} is ${bytes} bytes`);
}
console.log(`wrote ${written.length} files`);
