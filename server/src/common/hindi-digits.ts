// The digits Hindi text writes numbers with: Latin (1,250), as most patients read numbers on a
// phone, unless the clinic configures Devanagari (१,२५०) with HINDI_DIGITS=devanagari. One
// setting for the deployment, read by loadConfig; the site's pages and the patients' messages
// follow it (client/src/lib/i18n/digits.ts is the pages' side).

export const HINDI_DIGITS = ['latin', 'devanagari'] as const;
export type HindiDigits = (typeof HINDI_DIGITS)[number];

/** Intl's numbering system for Hindi text in these digits. */
export const hindiNumberingSystem = (digits: HindiDigits): 'latn' | 'deva' =>
  digits === 'devanagari' ? 'deva' : 'latn';
