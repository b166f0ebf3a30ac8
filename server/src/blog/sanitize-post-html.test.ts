import { Parser } from 'htmlparser2';
import { DEFAULT_BLOG_IMAGE, safeImageSrc, sanitizePostHtml } from './sanitize-post-html';

const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 ul ol li strong em b i a blockquote img figure figcaption br hr table thead tbody tr th td code pre'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const HOSTS = ['res.cloudinary.com'];

interface Element {
  name: string;
  attribs: Record<string, string>;
}

/** Parses the output the way a browser would start to, to check what elements it really holds. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  return found;
}

function expectSafe(output: string): void {
  for (const { name, attribs } of elementsOf(output)) {
    expect(ALLOWED_TAGS.has(name)).toBe(true);
    for (const [attribute, value] of Object.entries(attribs)) {
      expect(ALLOWED_ATTRIBUTES[name] ?? []).toContain(attribute);
      if (attribute === 'href') {
        expect(value).toMatch(/^(?:https?:|mailto:|tel:|\/(?!\/)|#|[a-z0-9-]+(?:[/?#]|$))/i);
      }
      if (attribute === 'src') {
        const trusted =
          (value.startsWith('/images/') && !value.includes('..')) ||
          value.startsWith('https://res.cloudinary.com/') ||
          /^data:image\/(png|jpeg|gif|webp);base64,/.test(value);
        expect(trusted).toBe(true);
      }
    }
  }
  expect(output).not.toMatch(/<\s*(script|style|iframe|svg|object|embed|form|meta|base|math)\b/i);
}

// Known XSS vectors (OWASP filter evasion cheat sheet, PortSwigger XSS cheat sheet, DOMPurify tests).
const XSS_PAYLOADS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['upper-case script with src', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['upper-case handler on trusted img', '<img src="/images/blog/a.svg" ONERROR="alert(1)">'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  [
    'decimal entity javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['hex entity and &colon;', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
  ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>'],
  ['encoded newline inside scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['leading space and control char', '<a href=" &#14; javascript:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  [
    'data:text/html link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['svg onload', '<svg onload=alert(1)>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['style attribute with url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style element', '<style>body{background:url("javascript:alert(1)")}</style><p>ok</p>'],
  ['iframe javascript src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed svg data', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['body onload', '<body onload=alert(1)><p>x</p></body>'],
  ['unclosed img with handler', '<img src="x" onerror="alert(1)"//'],
  ['double open bracket', '<<script>alert(1)//<</script>'],
  ['nested split script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['math/style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//"><a href="x">x</a>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>x</details>'],
  ['svg data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['attribute breaking title', `<a href="/" title='"><script>alert(1)</script>'>x</a>`],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['path traversal image', '<img src="/images/../api/orders">'],
  ['encoded traversal image', '<img src="/images/%2e%2e/api/orders">'],
  ['onmouseover on allowed tag', '<p onmouseover="alert(1)">hover</p>'],
  ['link target opener', '<a href="https://evil.example" target="_blank">x</a>'],
];

describe('sanitizePostHtml against XSS payloads', () => {
  it('has at least 20 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (_label, payload) => {
    const output = sanitizePostHtml(payload, { allowedImageHosts: HOSTS });
    expectSafe(output);
    expect(output).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
    expect(output).not.toMatch(/target=/i);
    // Sanitising the result again changes nothing: no mutation left for a second pass to find.
    expect(sanitizePostHtml(output, { allowedImageHosts: HOSTS })).toBe(output);
  });

  it('keeps the text of a stripped javascript: link but not the link', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">Read more</a>')).toBe(
      '<a>Read more</a>',
    );
  });

  it('replaces an untrusted or broken image address with the default image', () => {
    expect(sanitizePostHtml('<img src=x onerror=alert(1)>')).toBe(
      `<img src="${DEFAULT_BLOG_IMAGE}" alt="" />`,
    );
  });
});

describe('sanitizePostHtml keeps ordinary article markup', () => {
  it('keeps paragraphs, headings, lists and emphasis unchanged', () => {
    const html =
      '<h2>Diet</h2><p>Eat <strong>fibre</strong> and <em>drink water</em>.</p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('keeps tables, quotes, code and figures', () => {
    const html =
      '<figure><img src="/images/blog/a.svg" alt="A" width="640" height="360" /><figcaption>A</figcaption></figure>' +
      '<blockquote>Quote</blockquote><pre><code>x</code></pre>' +
      '<table><thead><tr><th scope="col">Meal</th></tr></thead><tbody><tr><td>Dal</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('keeps http(s), mailto, tel and relative links and drops target', () => {
    expect(
      sanitizePostHtml(
        '<a href="https://example.org/a" target="_blank" title="More">a</a> <a href="mailto:info@example.in">b</a> <a href="tel:9876543210">c</a> <a href="/book-appointment">d</a>',
      ),
    ).toBe(
      '<a href="https://example.org/a" title="More">a</a> <a href="mailto:info@example.in">b</a> <a href="tel:9876543210">c</a> <a href="/book-appointment">d</a>',
    );
  });

  it('drops tags that are not allowed but keeps their text', () => {
    expect(sanitizePostHtml('<h1>Title</h1><div><span class="x">Body</span></div>')).toBe(
      'TitleBody',
    );
  });

  it('drops style and unknown attributes from allowed tags', () => {
    expect(sanitizePostHtml('<p style="color:red" class="lead" id="x">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('accepts images from the configured hosts over https only', () => {
    const src = 'https://res.cloudinary.com/demo/image/upload/a.jpg';
    expect(sanitizePostHtml(`<img src="${src}" alt="a">`, { allowedImageHosts: HOSTS })).toBe(
      `<img src="${src}" alt="a" />`,
    );
    expect(
      sanitizePostHtml(`<img src="${src.replace('https', 'http')}">`, { allowedImageHosts: HOSTS }),
    ).toBe(`<img src="${DEFAULT_BLOG_IMAGE}" alt="" />`);
    expect(sanitizePostHtml(`<img src="${src}">`)).toBe(
      `<img src="${DEFAULT_BLOG_IMAGE}" alt="" />`,
    );
  });

  it('drops non-numeric image dimensions', () => {
    expect(sanitizePostHtml('<img src="/images/a.svg" width="100%" height="90">')).toBe(
      '<img src="/images/a.svg" alt="" height="90" />',
    );
  });
});

describe('safeImageSrc', () => {
  it.each([
    ['/images/blog/piles-diet.svg', '/images/blog/piles-diet.svg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['https://res.cloudinary.com/a.png', 'https://res.cloudinary.com/a.png'],
    ['https://img.cdn.example/a.png', 'https://img.cdn.example/a.png'],
    ['https://cdn.example/a.png', DEFAULT_BLOG_IMAGE],
    ['https://res.cloudinary.com.evil.example/a.png', DEFAULT_BLOG_IMAGE],
    ['https://user:pw@res.cloudinary.com/a.png', DEFAULT_BLOG_IMAGE],
    ['/api/orders', DEFAULT_BLOG_IMAGE],
    ['images/blog/a.svg', DEFAULT_BLOG_IMAGE],
    ['/images\\..\\api', DEFAULT_BLOG_IMAGE],
    ['', DEFAULT_BLOG_IMAGE],
    [undefined, DEFAULT_BLOG_IMAGE],
  ])('%s -> %s', (src, expected) => {
    expect(safeImageSrc(src, ['res.cloudinary.com', '*.cdn.example'])).toBe(expected);
  });
});
