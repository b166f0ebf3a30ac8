import { alternateLinks, chosenLocale, localizedPath, pageLocale } from './page-locale';

describe('page languages', () => {
  it('reads Hindi from the /hi prefix only, English everywhere else', () => {
    expect(pageLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(pageLocale('/hi/diseases/piles')).toEqual({ locale: 'hi', path: '/diseases/piles' });
    expect(pageLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(pageLocale('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(pageLocale('/blog/hi')).toEqual({ locale: 'en', path: '/blog/hi' });
  });

  it('builds the page in each language and x-default', () => {
    expect(localizedPath('hi', '/')).toBe('/hi');
    expect(localizedPath('hi', '/faq')).toBe('/hi/faq');
    expect(localizedPath('en', '/faq')).toBe('/faq');
    expect(alternateLinks('https://c.in', '/faq')).toEqual([
      { hreflang: 'en', href: 'https://c.in/faq' },
      { hreflang: 'hi', href: 'https://c.in/hi/faq' },
      { hreflang: 'x-default', href: 'https://c.in/faq' },
    ]);
  });

  it('reads the language a patient chose from the lang cookie, nothing else', () => {
    expect(chosenLocale('a=1; lang=hi; b=2')).toBe('hi');
    expect(chosenLocale('lang=en')).toBe('en');
    expect(chosenLocale('lang=fr')).toBeUndefined();
    expect(chosenLocale('xlang=hi')).toBeUndefined();
    expect(chosenLocale(undefined)).toBeUndefined();
  });
});
