import { wordVariants } from '../search/word-variants';

/** Words beyond this many add nothing a patient meant and only make the query slower. */
const MAX_WORDS = 8;

/**
 * A patient's search text as a PostgreSQL tsquery for configuration `simple`: each word (letters,
 * combining marks such as Hindi matras, digits) as a prefix, all required. Everything else is
 * dropped, so no tsquery operator typed by a patient reaches the database. A word with other
 * spellings or languages (bawaseer, बवासीर, piles) matches any of them. Undefined when no word is
 * left.
 */
export function prefixQuery(search: string): string | undefined {
  const words =
    search
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  if (unique.length === 0) return undefined;
  return unique
    .map((word) => {
      const variants = wordVariants(word).map((variant) => `'${variant}':*`);
      return variants.length === 1 ? variants[0] : `(${variants.join(' | ')})`;
    })
    .join(' & ');
}
