import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { conditionDoctorsQuery } from './api/condition-doctors';

// The conditions in Hindi at /hi: the list, a condition's page with its own Hindi medical text,
// its doctors asked for in Hindi (a field the API has only in English marked lang="en").

const hindiDoctors: MockLink.MockedResponse = {
  request: { query: conditionDoctorsQuery, variables: { condition: 'piles', language: 'HI' } },
  result: {
    data: {
      doctors: [
        {
          __typename: 'Doctor',
          id: '9',
          name: 'डॉ. टेस्ट डॉक्टर',
          qualification: 'MBBS, MS',
          inEnglish: ['qualification'],
          experienceYears: 1,
          consultationFee: 1250,
          consultationModes: ['VIDEO', 'IN_CLINIC'],
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function main(heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return within(screen.getByRole('main'));
}

it('lists the five conditions in Hindi with Hindi links', async () => {
  renderApp('/hi/diseases', [clinicMock]);
  const list = await main('हम किन बीमारियों का इलाज करते हैं');
  expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'बवासीर (Piles)',
    'भगंदर (Fistula)',
    'हाइड्रोसील (Hydrocele)',
    'यौन स्वास्थ्य',
    'जोड़ों का दर्द',
  ]);
  expect(list.getByRole('link', { name: 'बवासीर (Piles) के बारे में और जानें' })).toHaveAttribute(
    'href',
    '/hi/diseases/piles',
  );
});

it('shows the piles page in Hindi: causes, recovery, an FAQ, doctors and the booking link', async () => {
  const user = userEvent.setup();
  renderApp('/hi/diseases/piles', [clinicMock, hindiDoctors]);
  const page = await main('बवासीर (Piles)');
  const causes = within(page.getByRole('region', { name: 'आम कारण' }));
  expect(causes.getByText('लंबे समय से कब्ज़ और शौच के समय ज़ोर लगाना')).toBeVisible();
  expect(page.getByRole('heading', { level: 2, name: 'इलाज के विकल्प' })).toBeVisible();
  expect(page.getByText(/लेज़र इलाज के बाद 3-7 दिन, पारंपरिक ऑपरेशन के बाद 2-3 हफ़्ते/)).toBeVisible();
  expect(page.getByText(/हमारे क्लिनिक के डॉक्टरों ने/)).toBeVisible();

  const faq = within(page.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' }));
  await user.click(faq.getByRole('button', { name: 'क्या लेज़र इलाज में दर्द होता है?' }));
  expect(faq.getByText(/प्रक्रिया के दौरान आपको कुछ महसूस नहीं होता/)).toBeVisible();

  const doctors = within(page.getByRole('region', { name: 'बवासीर का इलाज करने वाले डॉक्टर' }));
  const doctor = await doctors.findByRole('listitem', { name: 'डॉ. टेस्ट डॉक्टर' });
  expect(doctor).toHaveTextContent('1 साल का अनुभव');
  expect(doctor).toHaveTextContent('परामर्श: क्लिनिक में, वीडियो कॉल');
  expect(doctor).toHaveTextContent('परामर्श फ़ीस: ₹1,250.00');
  expect(within(doctor).getByText('MBBS, MS')).toHaveAttribute('lang', 'en');
  expect(within(doctor).getByRole('heading', { name: 'डॉ. टेस्ट डॉक्टर' })).not.toHaveAttribute(
    'lang',
  );

  expect(page.getAllByRole('link', { name: 'परामर्श बुक करें' })[0]).toHaveAttribute(
    'href',
    '/hi/book-appointment?condition=piles',
  );
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
  expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'FAQPage', inLanguage: 'hi' });
  expect(jsonLd).toContain('क्या बवासीर में हमेशा ऑपरेशन करवाना पड़ता है?');
  expect(page.queryByText(/Common causes|Book a Consultation/)).toBeNull();
});
