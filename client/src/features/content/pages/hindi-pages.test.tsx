import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { claims } from '../claims';
import { conditionDetails } from '../condition-details';

// The services, FAQ and policy pages in Hindi, as a patient reads them at /hi/..., and the
// guards that keep their catalogues honest: the FAQ repeats each condition page's questions word
// for word, the services state the spec's claims as claims.ts has them, and no other catalogue
// reuses these pages' message ids (every catalogue of a language shares one Lingui instance).

/** Waits for the lazily loaded screen's h1, then scopes queries to <main>. */
async function page(heading: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return within(screen.getByRole('main'));
}

/** No message id shown raw where its words should be. */
function expectNoRawIds() {
  expect(screen.getByRole('main').textContent).not.toMatch(
    /(servicesPage|serviceDetail|services|faqPage|privacyPage|termsPage)\.[\w-]+/,
  );
}

describe('the information pages in Hindi', () => {
  it('lists the services in Hindi and links each to its Hindi page', async () => {
    renderApp('/hi/services');
    const main = await page('हमारी सेवाएँ');
    expect(main.getByRole('heading', { level: 2, name: 'दवाओं की होम डिलीवरी' })).toBeVisible();
    const link = main.getByRole('link', { name: 'ऑनलाइन परामर्श के बारे में और जानें' });
    expect(link).toHaveAttribute('href', '/hi/services/online-consultation');
    // The words search engines read: the whole sentence, in Hindi order, only "और जानें" shown.
    expect(link).toHaveTextContent('ऑनलाइन परामर्श के बारे में और जानें');
    expectNoRawIds();
  });

  it('shows a service in Hindi, its action under /hi, and a Hindi way back', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/hi/services/online-consultation');
    const main = await page('ऑनलाइन परामर्श');
    expect(main.getByRole('heading', { level: 2, name: 'एक नज़र में' })).toBeVisible();
    expect(main.getByText('हफ़्ते के सातों दिन ऑनलाइन परामर्श')).toBeVisible();
    expect(main.getByText('7 दिन के अंदर दोबारा परामर्श (फ़ॉलो-अप) मुफ़्त')).toBeVisible();
    expect(main.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute(
      'href',
      '/hi/book-appointment',
    );
    expectNoRawIds();
    await user.click(main.getByRole('link', { name: '← सेवाओं पर वापस जाएँ' }));
    expect(location().pathname).toBe('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी सेवाएँ' })).toBeVisible();
  });

  it('says in Hindi that an unknown service is not there', async () => {
    renderApp('/hi/services/free-laptops');
    const main = await page('सेवा नहीं मिली');
    expect(main.getByText(/हमें यह सेवा नहीं मिली/)).toBeVisible();
    expect(main.getByRole('link', { name: '← सेवाओं पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/services',
    );
  });

  it('answers the FAQ in Hindi, the contact questions too', async () => {
    const user = userEvent.setup();
    renderApp('/hi/faq');
    const main = await page('अक्सर पूछे जाने वाले सवाल');
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'बवासीर (Piles)',
      'भगंदर (Fistula)',
      'हाइड्रोसील (Hydrocele)',
      'यौन स्वास्थ्य (Sexual Wellness)',
      'जोड़ों का दर्द (Joint Pain)',
      'अपॉइंटमेंट, गोपनीयता और डिलीवरी',
    ]);
    expect(main.getAllByRole('button', { expanded: false })).toHaveLength(5 + 4 + 4 + 4 + 4 + 4);
    const piles = within(main.getByRole('region', { name: 'बवासीर (Piles)' }));
    await user.click(piles.getByRole('button', { name: 'क्या लेज़र इलाज में दर्द होता है?' }));
    expect(piles.getByText(/सुन्न करने की दवा \(एनेस्थीसिया\)/)).toBeVisible();
    expect(piles.getByRole('link', { name: 'बवासीर (Piles) के बारे में पढ़ें' })).toHaveAttribute(
      'href',
      '/hi/diseases/piles',
    );
    const contact = main.getByRole('region', { name: 'अपॉइंटमेंट, गोपनीयता और डिलीवरी' });
    expect(contact).not.toHaveAttribute('lang');
    expect(main.getByRole('region', { name: 'बवासीर (Piles)' })).not.toHaveAttribute('lang');
    expectNoRawIds();

    // Search engines get the Hindi questions, said to be Hindi, and not the English ones.
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(jsonLd.inLanguage).toBe('hi');
    expect(jsonLd.mainEntity).toHaveLength(21 + 4);
    expect(jsonLd.mainEntity[0].name).toBe('क्या बवासीर में हमेशा ऑपरेशन करवाना पड़ता है?');
    expect(jsonLd.mainEntity.map((q) => q.name)).not.toContain(
      'How quickly will you reply to my message?',
    );
  });

  it.each([
    [
      '/hi/privacy',
      'गोपनीयता नीति',
      'हम इसे कितने समय तक रखते हैं',
      /डेटा संरक्षण बोर्ड/,
      'पिछला बदलाव: 27 नवंबर 2026',
    ],
    [
      '/hi/terms',
      'सेवा की शर्तें',
      'परामर्श और अपॉइंटमेंट',
      /भारत के क़ानूनों के अधीन/,
      'पिछला बदलाव: 22 नवंबर 2026',
    ],
  ])('%s reads in Hindi, every section', async (route, title, heading, text, updated) => {
    renderApp(route);
    const main = await page(title);
    expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(main.getByText(text)).toBeVisible();
    expect(main.getByText(updated)).toBeVisible();
    expectNoRawIds();
  });

  it('gives whom to ask on the Hindi privacy page', async () => {
    renderApp('/hi/privacy');
    const main = await page('गोपनीयता नीति');
    // The contact line (the page's own form words the same wish differently).
    expect(await main.findByText(/मिटवाना चाहते हों, तो हमसे संपर्क करें/)).toBeVisible();
    expect(main.getByRole('link', { name: 'care@example.test' })).toHaveAttribute(
      'href',
      'mailto:care@example.test',
    );
  });
});

/** A catalogue's messages: id -> text (our ids and texts are one line each). */
function readPo(file: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(
    /^msgid "(.+)"\nmsgstr "(.*)"$/gm,
  )) {
    messages.set(id, text.replace(/\\"/g, '"').replace(/\\\\/g, '\\'));
  }
  return messages;
}

const english = (catalogue: string) =>
  readPo(path.join(__dirname, catalogue, 'locales', 'en', 'messages.po'));

describe('the pages’ catalogues', () => {
  it('repeat each condition page’s questions and answers word for word on the FAQ page', () => {
    const faq = english('faq');
    for (const [id, details] of Object.entries(conditionDetails)) {
      const own = details.faqs.map((_faq, index) => ({
        question: faq.get(`faqPage.${id}.${index + 1}.q`),
        answer: faq.get(`faqPage.${id}.${index + 1}.a`),
      }));
      expect(own).toEqual(details.faqs.map(({ question, answer }) => ({ question, answer })));
      expect(faq.has(`faqPage.${id}.${details.faqs.length + 1}.q`)).toBe(false);
    }
  });

  it('state the spec’s claims on the service pages as claims.ts words them', () => {
    const services = english('services');
    expect(services.get('services.online-consultation.days')).toBe(claims.consultationDays);
    expect(services.get('services.online-consultation.followUp')).toBe(claims.freeFollowUp);
    expect(services.get('services.medicine-delivery.sameDay')).toBe(claims.sameDayDelivery);
  });

  it('use ids no other catalogue uses', () => {
    const src = path.join(__dirname, '..', '..', '..');
    const ours = new Set(
      ['services', 'faq', 'privacy', 'terms'].flatMap((name) => [...english(name).keys()]),
    );
    const others = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name === 'messages.po')
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(__dirname) && file.includes(`${path.sep}en${path.sep}`));
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) {
      const clashes = [...readPo(file).keys()].filter((id) => ours.has(id));
      expect({ file: path.relative(src, file), clashes }).toEqual({
        file: path.relative(src, file),
        clashes: [],
      });
    }
  });
});
