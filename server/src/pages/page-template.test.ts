import { inlineStylesheets, loaderEarly, PageTemplate } from './page-template';
import { PAGE_WORDS } from './page-words';

const INDEX = `<!doctype html><html lang="en"><head>
<meta name="description" content="The clinic's default description." />
<title>Clinic</title>
<script type="module" src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('PageTemplate', () => {
  const template = new PageTemplate(INDEX, 'apollo-state');
  const page = template.fill({
    html: '<main><h1>Piles</h1></main>',
    styles: '<style data-page-styles="a1">.a1{color:red}</style>',
    state: { note: '</script><script>alert(1)</script>' },
    title: 'Piles & "fistula" · Clinic',
    description: 'Care for <piles>',
    canonicalUrl: 'https://clinic.example/hi/diseases/piles',
    lang: 'hi',
    alternates: [
      { hreflang: 'en', href: 'https://clinic.example/diseases/piles' },
      { hreflang: 'hi', href: 'https://clinic.example/hi/diseases/piles' },
      { hreflang: 'x-default', href: 'https://clinic.example/diseases/piles' },
    ],
    headTags: '<link rel="preload" href="/assets/font.woff2" as="font">',
    messages: { 'nav.home': ['होम'] },
  });
  const plainParts = { headTags: '', messages: {}, lang: 'en', alternates: [] };

  it('puts the page in #root and its styles and canonical link in the head', () => {
    expect(page).toContain('<div id="root"><main><h1>Piles</h1></main></div>');
    expect(page).toMatch(
      /<link rel="canonical" href="https:\/\/clinic.example\/hi\/diseases\/piles">.*<style data-page-styles="a1">.*<\/head>/s,
    );
  });

  it('names the page’s language, its other languages and its language’s head', () => {
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain(
      '<link rel="alternate" hreflang="en" href="https://clinic.example/diseases/piles">' +
        '<link rel="alternate" hreflang="hi" href="https://clinic.example/hi/diseases/piles">' +
        '<link rel="alternate" hreflang="x-default" href="https://clinic.example/diseases/piles">' +
        '<link rel="preload" href="/assets/font.woff2" as="font">',
    );
    const json = /id="page-messages">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ 'nav.home': ['होम'] });
    expect(template.shellIn('hi')).toContain('<html lang="hi">');
  });

  it('asks for JavaScript in the page’s language', () => {
    const index = INDEX.replace(
      '<div id="root">',
      `<noscript>${PAGE_WORDS.en.noscript}</noscript><div id="root">`,
    );
    const withNote = new PageTemplate(index, 'apollo-state');
    expect(withNote.shellIn('hi')).toContain(`<noscript>${PAGE_WORDS.hi.noscript}</noscript>`);
    expect(withNote.shellIn('en')).toContain(`<noscript>${PAGE_WORDS.en.noscript}</noscript>`);
  });

  it('describes a page that gives no description of its own in the page’s language', () => {
    expect(template.shellIn('hi')).toContain(`content="${PAGE_WORDS.hi.description}"`);
    const own = template.fill({
      ...plainParts,
      html: '',
      styles: '',
      state: {},
      canonicalUrl: 'https://clinic.example/',
      lang: 'hi',
      description: 'अपना',
    });
    expect(own).toContain('content="अपना"');
  });

  it('tells Hindi pages, and only them, when the clinic writes numbers in Devanagari', () => {
    const devanagari = new PageTemplate(INDEX, 'apollo-state', 'page-messages', 'devanagari');
    expect(devanagari.shellIn('hi')).toContain('<html lang="hi" data-digits="devanagari">');
    expect(devanagari.shellIn('en')).toContain('<html lang="en">');
    expect(page).not.toContain('data-digits');
  });

  it('escapes the title and description', () => {
    expect(page).toContain('<title>Piles &amp; &quot;fistula&quot; · Clinic</title>');
    expect(page).toContain('content="Care for &lt;piles&gt;"');
  });

  it('carries the data as JSON that cannot end its element early', () => {
    expect(page).toContain('<script type="application/json" id="apollo-state">');
    expect(page).not.toContain('</script><script>alert(1)');
    const json = /id="apollo-state">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('keeps the default title and description when the page names none', () => {
    const plain = template.fill({
      html: '',
      styles: '',
      state: {},
      canonicalUrl: 'http://x/',
      ...plainParts,
    });
    expect(plain).toContain('<title>Clinic</title>');
    expect(plain).toContain("The clinic's default description.");
  });

  it('refuses an index.html without the root element', () => {
    expect(() => new PageTemplate('<html></html>', 'apollo-state')).toThrow(/#root|root/);
  });
});

describe('inlineStylesheets', () => {
  it('replaces each built stylesheet link with its contents', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-9.css"></head>';
    const read = (asset: string) => (asset === 'assets/index-9.css' ? '@font-face{}' : 'wrong');
    expect(inlineStylesheets(html, read)).toBe('<head><style>@font-face{}</style></head>');
  });
});

describe('loaderEarly', () => {
  it('makes the module script run as soon as it arrives, where it stands', () => {
    const html =
      '<head>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<title>x</title></head><body><div id="root"></div></body>';
    const early = loaderEarly(html);
    expect(early).toBe(html.replace('<script type="module"', '<script type="module" async'));
    expect(loaderEarly(early)).toBe(early);
  });
});
