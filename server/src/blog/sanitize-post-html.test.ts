import { DEFAULT_BLOG_IMAGE, safeImageSrc, sanitizePostHtml } from './sanitize-post-html';
import { expectSafe, HOSTS, XSS_PAYLOADS } from '../test/hostile-post-html';

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
