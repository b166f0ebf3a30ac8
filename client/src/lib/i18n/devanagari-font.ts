// Noto Sans Devanagari's Devanagari subset (weight 400; bold is drawn from it), from our own
// origin under /assets/ (fingerprinted, so cached for a year), for Hindi pages only.
import fontUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

const unicodeRange =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF';

/**
 * `optional`: the font is used only if it arrives within ~100 ms of the text asking for it (a
 * phone that has it installed, as Android phones do, uses its own copy at once); otherwise the
 * page keeps the fallback for this view and the next page has the font from the cache. It is not
 * preloaded: on a slow 4G phone a preload took bandwidth from the page itself (Lighthouse's LCP
 * on Hindi pages 0.3–0.9 s later than English) and still arrived too late to be used. Text never swaps font mid-read,
 * so nothing shifts. The fallback face is the phone's own Devanagari font with Noto's vertical
 * metrics (ascent 896, descent 408, no line gap per 1000 units), so lines keep their height
 * whichever font draws them.
 */
export const devanagariFontFaces =
  `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:400;` +
  `font-display:optional;src:local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular'),` +
  `url(${fontUrl}) format('woff2');unicode-range:${unicodeRange}}` +
  `@font-face{font-family:'Noto Sans Devanagari Fallback';src:local('Nirmala UI'),` +
  `local('Kohinoor Devanagari'),local('Mangal'),local('Lohit Devanagari');` +
  `ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%;unicode-range:${unicodeRange}}`;

/** The head's markup for a Hindi page: the font's faces. */
export function devanagariHeadTags(): string {
  return `<style>${devanagariFontFaces}</style>`;
}
