import { elementsOf, expectSafe, HOSTS, XSS_PAYLOADS } from '../test/hostile-post-html';
import { markdownToHtml } from './post-markdown';
import { postHtmlOfMarkdown } from './post-writer';
import { sanitizePostHtml } from './sanitize-post-html';

// The blog desk's Markdown path (markdown-it, then the post sanitiser) against the same hostile
// corpus as posts written in HTML: each payload as the Markdown itself, inside a paragraph, a
// list, a quote and a table, and as the address of a Markdown link and image.

function placements(payload: string): [string, string][] {
  const oneLine = payload.replace(/\n/g, ' ');
  return [
    ['as the Markdown', payload],
    ['in a paragraph', `Before **bold** ${payload} after.`],
    ['in a list', `- ${oneLine}\n- second`],
    ['in a quote', `> ${oneLine}`],
    ['in a table', `| a | b |\n| - | - |\n| ${oneLine.replace(/\|/g, '\\|')} | x |`],
    ['as a link address', `[click](${oneLine})`],
    ['as an image address', `![alt](${oneLine})`],
    ['as an autolink', `<${oneLine}>`],
  ];
}

const CASES = XSS_PAYLOADS.flatMap(([label, payload]) =>
  placements(payload).map(([where, markdown]) => [`${label} ${where}`, markdown] as const),
);

describe('Markdown-made post HTML against the posts’ hostile corpus', () => {
  it('runs every payload of the corpus in every placement', () => {
    expect(CASES.length).toBe(XSS_PAYLOADS.length * 8);
  });

  it.each(CASES)('neutralises %s', (_label, markdown) => {
    const output = postHtmlOfMarkdown(markdown, HOSTS);
    expectSafe(output, { anyRelativeHref: true });
    // Payloads shown as text are escaped; no element carries a handler, a target or a script URL.
    for (const { attribs } of elementsOf(output)) {
      for (const [attribute, value] of Object.entries(attribs)) {
        expect(attribute).not.toMatch(/^on|^target$|^style$/i);
        expect(value.trim()).not.toMatch(/^(?:javascript|vbscript|data:text)/i);
      }
    }
    expect(output).not.toMatch(/<\s*(?:script|iframe|svg|object|embed|style)/i);
    // What is stored is sanitised HTML: sanitising it again changes nothing.
    expect(sanitizePostHtml(output, { allowedImageHosts: HOSTS })).toBe(output);
  });
});

describe('Markdown as the clinic writes it', () => {
  it('keeps the page’s one h1: headings move down a level', () => {
    expect(markdownToHtml('# A\n\n## B\n\n### C\n\n#### D')).toBe(
      '<h2>A</h2>\n<h3>B</h3>\n<h4>C</h4>\n<h4>D</h4>\n',
    );
  });

  it('keeps lists, emphasis, links, images, tables and code through the sanitiser', () => {
    const html = postHtmlOfMarkdown(
      [
        'Some **bold**, *soft* and `code`.',
        '',
        '1. one',
        '2. two',
        '',
        '[Book](/book-appointment) or https://example.in',
        '',
        '![Chart](/images/uploads/x.webp)',
        '',
        '| Food | Fibre |',
        '| ---- | ----- |',
        '| Oats | High  |',
      ].join('\n'),
      HOSTS,
    );
    expect(html).toContain('<strong>bold</strong>, <em>soft</em> and <code>code</code>');
    expect(html).toContain('<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
    expect(html).toContain('<a href="/book-appointment">Book</a>');
    expect(html).toContain('<a href="https://example.in">https://example.in</a>');
    expect(html).toContain('<img src="/images/uploads/x.webp" alt="Chart" />');
    expect(html).toContain('<td>Oats</td>');
  });

  it('shows raw HTML in the Markdown as text, never as markup', () => {
    expect(postHtmlOfMarkdown('<b onclick="x()">hi</b>', HOSTS)).toBe(
      '<p>&lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>',
    );
  });
});
