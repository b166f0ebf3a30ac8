import { expect, test } from '@playwright/test';
import { live, settled } from './settle';
import { expectLanguagePair } from './language-links';
import { seriousViolations } from './axe';

// The services, FAQ and policy pages in Hindi, on a phone: a patient reads the services and a
// service's page, opens a question on the FAQ and reads its Hindi answer; every Hindi route
// arrives in Hindi without JavaScript (heading, title, description, language, hreflang links,
// only its own words) and is adopted without an error, and axe finds nothing serious on it.

test.use({ viewport: { width: 360, height: 740 } });

const SITE = ' · शांति केयर क्लिनिक';

const routes = [
  {
    path: '/hi/services',
    catalogue: 'content/services',
    h1: 'हमारी सेवाएँ',
    description: /^हफ़्ते के सातों दिन हमारे डॉक्टरों से ऑनलाइन परामर्श/,
  },
  {
    path: '/hi/services/online-consultation',
    catalogue: 'content/services',
    h1: 'ऑनलाइन परामर्श',
    description: /^अपने घर पर, पूरी निजता के साथ, वीडियो या फ़ोन पर/,
  },
  {
    path: '/hi/services/medicine-delivery',
    catalogue: 'content/services',
    h1: 'दवाओं की होम डिलीवरी',
    description: /^डॉक्टर की बताई दवाएँ और देखभाल के सामान ऑर्डर करें/,
  },
  {
    path: '/hi/services/unknown',
    catalogue: 'content/services',
    h1: 'सेवा नहीं मिली',
    description: /^हमें यह सेवा नहीं मिली।/,
    status: 404,
  },
  {
    path: '/hi/faq',
    catalogue: 'content/faq',
    // The contact page's questions come with their own catalogue.
    also: ['messages'],
    h1: 'अक्सर पूछे जाने वाले सवाल',
    description: /^बवासीर, भगंदर, हाइड्रोसील, यौन स्वास्थ्य/,
  },
  {
    path: '/hi/privacy',
    catalogue: 'content/privacy',
    h1: 'गोपनीयता नीति',
    description: /^क्लिनिक आपका कौन-सा निजी डेटा रखता है/,
  },
  {
    path: '/hi/terms',
    catalogue: 'content/terms',
    h1: 'सेवा की शर्तें',
    description: /^क्लिनिक की वेबसाइट के इस्तेमाल/,
  },
] as const;

test('a patient reads the services and a service in Hindi, then a Hindi answer on the FAQ', async ({
  page,
}) => {
  await page.goto('/hi/services');
  await live(page);
  await page.getByRole('link', { name: 'ऑनलाइन परामर्श के बारे में और जानें' }).click();
  await expect(page).toHaveURL(/\/hi\/services\/online-consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑनलाइन परामर्श');
  await expect(page).toHaveTitle(`ऑनलाइन परामर्श${SITE}`);
  await expect(page.getByText('हफ़्ते के सातों दिन ऑनलाइन परामर्श')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute(
    'href',
    '/hi/book-appointment',
  );

  await page.goto('/hi/faq');
  await live(page);
  const piles = page.getByRole('region', { name: 'बवासीर (Piles)' });
  const question = piles.getByRole('button', { name: 'क्या लेज़र इलाज में दर्द होता है?' });
  const answer = piles.getByText(/^यह सुन्न करने की दवा \(एनेस्थीसिया\) देकर किया जाता है/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each Hindi route arrives in Hindi, titled, described and linked to its English page', async ({
    page,
  }) => {
    for (const route of routes) {
      const english = route.path.slice('/hi'.length);
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe('status' in route ? route.status : 200);
      await expect(page.locator('html'), route.path).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
      await expect(page, route.path).toHaveTitle(`${route.h1}${SITE}`);
      await expect(page.locator('meta[name="description"]'), route.path).toHaveAttribute(
        'content',
        route.description,
      );
      await expectLanguagePair(page, english, route.path, route.path);
      // Only the frame's words and this page's own came with it, in Hindi.
      const words = JSON.parse((await page.locator('#page-messages').textContent()) ?? '{}');
      expect(Object.keys(words).sort(), route.path).toEqual(
        ['app', route.catalogue, ...('also' in route ? route.also : [])].sort(),
      );
      expect(JSON.stringify(words[route.catalogue]), route.path).toMatch(/[\u0900-\u097F]/);
    }
    // The FAQ's structured data speaks Hindi too.
    await page.goto('/hi/faq');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks
      .map(
        (block) =>
          JSON.parse(block) as {
            '@type': string;
            inLanguage: string;
            mainEntity: { name: string }[];
          },
      )
      .find((block) => block['@type'] === 'FAQPage');
    expect(faq).toBeDefined();
    expect(faq!.inLanguage).toBe('hi');
    expect(faq!.mainEntity[0].name).toBe('क्या बवासीर में हमेशा ऑपरेशन करवाना पड़ता है?');
  });
});

test('the Hindi pages are adopted without an error, and axe finds nothing serious', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser reports the unknown service's 404 answer as a failed load; that one is meant.
    if (message.type() === 'error' && !message.text().includes('status of 404')) {
      errors.push(message.text());
    }
  });
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
    await settled(page);
    expect({ route: route.path, errors }).toEqual({ route: route.path, errors: [] });
    const blocking = await seriousViolations(page);
    expect({ route: route.path, blocking }).toEqual({ route: route.path, blocking: [] });
  }
});
