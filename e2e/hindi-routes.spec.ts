import { expect, test, type Page } from '@playwright/test';
import { hindiTwin, routes } from './site-routes';

// Every route of the site in Hindi, as a search engine or a phone without JavaScript gets it: the
// server's HTML alone is in Hindi (lang, h1, title, description), names its English twin and
// itself (hreflang, canonical), and shows no English sentence a patient would have to read,
// except content marked lang="en" (data with no Hindi version yet) and what is in brackets (the
// English medical term patients know, as the issue asks).

test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

const DEVANAGARI = /[\u0900-\u097F]/;

/** Words that stay Latin in Hindi text: names of the clinic, apps, units and abbreviations. */
const KEPT_IN_LATIN =
  /\b(Shanti Care Clinic|WhatsApp|Google Pay|PhonePe|Paytm|UPI|OTP|PDF|GST|GSTIN|HSN|SMS|MBBS|MS|MD|Dr|PIN|ID|Apollo Sandbox|GraphQL|REST|API|Email|e-mail|email|COD)\b/g;

/** Runs of two or more English words in text not marked lang="en", outside brackets. */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ kept }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template')) continue;
        if (!parent.closest('[lang]')?.getAttribute('lang')?.startsWith('hi')) continue;
        const text = (node.textContent ?? '')
          .replace(/\([^)]*\)/g, ' ')
          .replace(new RegExp(kept, 'g'), ' ')
          // Addresses, e-mail, web and phone details are data, whatever their script; degrees and
          // other abbreviations (MBBS, D.Ortho) are written in Latin letters in Hindi too.
          .replace(/\S+@\S+|https?:\/\/\S+|\+?\d[\d\s-]{7,}/g, ' ')
          .replace(/\b[A-Z][A-Za-z]*\.[A-Za-z.]+|\b[A-Z]{2,}\b/g, ' ');
        const runs = text.match(/[A-Za-z][A-Za-z'’.-]+(?:[\s,]+[A-Za-z][A-Za-z'’.-]+)+/g);
        if (runs) found.push(...runs.map((run) => `${parent.tagName.toLowerCase()}: ${run}`));
      }
      return [...new Set(found)];
    },
    { kept: KEPT_IN_LATIN.source },
  );
}

for (const { path } of routes) {
  const hindi = hindiTwin(path);
  test(`${hindi} arrives in Hindi without JavaScript`, async ({ page, baseURL }) => {
    const response = await page.goto(hindi);
    const missing = path === '/no-such-page' || path === '/services/unknown';
    expect(response?.status()).toBe(missing ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    expect(await page.title()).toMatch(DEVANAGARI);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEVANAGARI);
    if (!missing) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${hindi}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        `${baseURL}${hindi}`,
      );
    }
    expect(await englishLeft(page), 'English left unmarked on the Hindi page').toEqual([]);
  });
}
