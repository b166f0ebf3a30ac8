import MarkdownIt from 'markdown-it';

/**
 * Markdown as the clinic writes posts, turned into HTML with markdown-it (CommonMark, tables and
 * strikethrough as GitHub writes them, bare links made links). Raw HTML in the Markdown is shown
 * as text, never passed through; the result still goes through the post writer's sanitiser like
 * every stored post, so what the desk previews is exactly what is saved.
 *
 * The post's page holds its title as the only h1: `#` becomes h2, `##` h3, deeper ones h4.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const HEADING_LEVELS: Record<string, string> = { h1: 'h2', h2: 'h3', h3: 'h4' };

function shiftHeading(tokens: { tag: string }[], index: number): void {
  const tag = tokens[index].tag;
  tokens[index].tag = HEADING_LEVELS[tag] ?? 'h4';
}

markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  shiftHeading(tokens, index);
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  shiftHeading(tokens, index);
  return self.renderToken(tokens, index, options);
};

/** The longest Markdown a post may have; the stored HTML has its own, larger, limit. */
export const MAX_MARKDOWN_LENGTH = 100_000;

/** The HTML of `source` before sanitising (see PostWriter, which sanitises it on the way in). */
export function markdownToHtml(source: string): string {
  return markdown.render(source);
}
