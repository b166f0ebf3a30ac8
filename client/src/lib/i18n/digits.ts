import type { Locale } from './locales';

// The digits Hindi pages write numbers with: Latin (1,250) unless the clinic configures
// Devanagari (१,२५०) with HINDI_DIGITS=devanagari. One setting for the whole site, given by the
// server: to the page renderer as an option, to the browser on <html data-digits>.

export type HindiDigits = 'latin' | 'devanagari';

let hindiDigits: HindiDigits = 'latin';

/** Set once at start (browser) or per render (server), before any number is formatted. */
export function setHindiDigits(digits: string | undefined): void {
  hindiDigits = digits === 'devanagari' ? 'devanagari' : 'latin';
}

/** Intl's numbering system for a page in `locale`: 'deva' on Hindi pages when configured. */
export function numberingSystemFor(locale: Locale): 'latn' | 'deva' {
  return locale === 'hi' && hindiDigits === 'devanagari' ? 'deva' : 'latn';
}

/** Intl locales for Lingui's instance of `locale` (its ICU numbers and plurals' `#`). */
export function intlLocalesFor(locale: Locale): string {
  return numberingSystemFor(locale) === 'deva' ? `${locale}-u-nu-deva` : locale;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Text built by arithmetic (₹1,250.00) in the page's digits. */
export function inPageDigits(locale: Locale, text: string): string {
  if (numberingSystemFor(locale) === 'latn') return text;
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}
