/**
 * The 10 digits of a phone as people write it: spaces, dashes, a +91 or a 0 in front, as the
 * site's phone input keeps them (client/src/lib/phone.ts). Null when it is not an Indian number.
 */
export function phoneDigitsOf(text: string): string | null {
  if (!/^[+\d\s()-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return null;
}
