/** The most tags one post may carry; more is a typo or a paste, not an article. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/**
 * Tags as a post's author gives them (an array, a comma-separated string, or an array of such
 * strings) as one clean list: each trimmed with inner spaces collapsed, empty ones dropped, and
 * duplicates that differ only in case removed, keeping the first spelling and order.
 */
export function normaliseTags(input: string | readonly string[] | null | undefined): string[] {
  const raw =
    input === null || input === undefined ? [] : typeof input === 'string' ? [input] : input;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw.flatMap((value) => String(value).split(','))) {
    const tag = part.replace(/\s+/g, ' ').trim();
    const key = tag.toLocaleLowerCase('en-IN');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
