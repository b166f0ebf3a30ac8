/** An ILIKE pattern for "contains": `%`, `_` and `\` typed by a patient match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
