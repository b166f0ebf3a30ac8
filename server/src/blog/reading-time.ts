export const WORDS_PER_MINUTE = 200;

const NAMED_SPACES = /&(?:nbsp|ensp|emsp|thinsp|#160|#xa0);/gi;
// A word has at least one letter or digit in any script (Hindi matras are marks, so count those too).
const WORD = /[\p{L}\p{N}]/u;

/** Words of the visible text of an HTML fragment: tags and the code inside script/style ignored. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(NAMED_SPACES, ' ')
    // Other character references are one character inside a word (don&rsquo;t) or punctuation.
    .replace(/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi, '');
  return text.split(/\s+/).filter((token) => WORD.test(token)).length;
}

/** Minutes to read a post: words / 200, rounded up, never less than 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}
