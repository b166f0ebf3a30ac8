import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { conditionDoctorsQuery } from './api/condition-doctors';
import { homeFiguresQuery } from './api/home-figures';
// Every screen reads the one clinic profile the layout loads (lib/clinic-profile).
const mocks = [clinicMock];

const testimonial = (id: string, firstName: string, town: string, rating: number) => ({
  __typename: 'Testimonial',
  id,
  firstName,
  town,
  text: `Kind doctors, said ${firstName}`,
  rating,
  date: '2026-11-20T05:00:00.000Z',
});

/** The home page's figures as the server answers them: the clinic's claims and approved feedback. */
const homeFigures = (
  claims: Record<string, unknown>,
  testimonials: ReturnType<typeof testimonial>[],
): MockLink.MockedResponse => ({
  request: { query: homeFiguresQuery },
  result: {
    data: {
      clinicClaims: { __typename: 'ClinicClaims', ...claims },
      testimonials,
    },
  },
  maxUsageCount: 5,
});

/** Waits for the lazily loaded screen's h1, then scopes queries to <main>. */
async function page(heading: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return within(screen.getByRole('main'));
}

describe('home page', () => {
  it('shows the clinic’s figures, five specialties, approved testimonials and contact links', async () => {
    renderApp('/', [
      ...mocks,
      homeFigures(
        {
          patientsTreated: 10000,
          yearsOfService: 15,
          successRate: 99,
          rating: { __typename: 'Rating', average: 4.8, count: 6 },
        },
        [
          testimonial('1', 'Ramesh', 'Vidisha', 5),
          testimonial('2', 'Sunita', 'Bhopal', 5),
          testimonial('3', 'Arvind', 'Raisen', 5),
          testimonial('4', 'Manoj', 'Sagar', 5),
          testimonial('5', 'Kamla', 'Vidisha', 4),
          testimonial('6', 'Imran', 'Ganj Basoda', 5),
        ],
      ),
    ]);
    const main = await page(/Safe, confidential care/);
    const stats = await main.findByRole('list', { name: 'Our clinic in numbers' });
    for (const figure of ['10,000+', '15+', '99%', '4.8/5', 'from 6 reviews']) {
      expect(within(stats).getByText(figure)).toBeInTheDocument();
    }
    for (const name of ['Piles', 'Fistula', 'Hydrocele', 'Sexual Wellness', 'Joint Pain']) {
      expect(main.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/diseases\//),
      );
    }
    expect(await main.findAllByRole('figure')).toHaveLength(6);
    expect(main.getByText('Kamla, Vidisha')).toBeVisible();
    expect(main.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(5);
    expect(main.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1);
    expect(main.getByText('4.8/5 average from 6 approved reviews')).toBeVisible();
    expect(main.getByRole('link', { name: 'Give Feedback' })).toHaveAttribute('href', '/feedback');
    expect(await main.findByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(main.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210?text=Hello%2C%20I%20would%20like%20to%20talk%20to%20a%20doctor.',
    );
    expect(main.getByRole('link', { name: 'Book Online' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    expect(main.getByRole('link', { name: 'View Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('claims nothing the clinic has not said, and no rating before approved feedback', async () => {
    renderApp('/', [
      ...mocks,
      homeFigures(
        { patientsTreated: null, yearsOfService: 12, successRate: null, rating: null },
        [],
      ),
    ]);
    const main = await page(/Safe, confidential care/);
    const stats = await main.findByRole('list', { name: 'Our clinic in numbers' });
    expect(within(stats).getAllByRole('listitem')).toHaveLength(1);
    expect(within(stats).getByText('12+')).toBeInTheDocument();
    expect(
      await main.findByText('No reviews are published yet. Tell us how your visit went.'),
    ).toBeVisible();
    expect(main.queryByRole('figure')).not.toBeInTheDocument();
    expect(main.queryByText(/average from/)).not.toBeInTheDocument();
  });
});

const doctorsOf = (condition: string, language = 'EN'): MockLink.MockedResponse => ({
  request: { query: conditionDoctorsQuery, variables: { condition, language } },
  result: {
    data: {
      doctors: [
        {
          __typename: 'Doctor',
          id: '9',
          name: 'Dr. Test Doctor',
          qualification: 'MBBS, MS',
          inEnglish: [],
          experienceYears: 9,
          consultationFee: 650,
          consultationModes: ['VIDEO', 'IN_CLINIC'],
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('condition pages', () => {
  it.each([
    ['piles', 'Piles (Hemorrhoids)', 5],
    ['fistula', 'Fistula', 4],
    ['hydrocele', 'Hydrocele', 4],
    ['sexual-problems', 'Sexual Wellness', 4],
    ['joint-pain', 'Joint Pain', 4],
  ])('/diseases/%s has every section and %s FAQ count', async (id, name, faqCount) => {
    renderApp(`/diseases/${id}`, [...mocks, doctorsOf(id)]);
    const main = await page(name);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const heading of [
      'Common causes',
      'Signs and symptoms',
      'Treatment options',
      'Frequently asked questions',
    ]) {
      expect(main.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const faq = within(main.getByRole('region', { name: 'Frequently asked questions' }));
    expect(faq.getAllByRole('button', { expanded: false })).toHaveLength(faqCount);
    expect(main.queryByText(/Free Consultation/i)).toBeNull();
    expect(main.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      `/book-appointment?condition=${id}`,
    );
    const doctor = await main.findByRole('listitem', { name: 'Dr. Test Doctor' });
    expect(doctor).toHaveTextContent('Consultation fee: ₹650.00');
    expect(doctor).toHaveTextContent('Consults: In clinic, Video call');
    expect(within(doctor).getByRole('link', { name: 'Book with Dr. Test Doctor' })).toHaveAttribute(
      'href',
      `/book-appointment?doctorId=9&condition=${id}`,
    );
    expect(await main.findByRole('link', { name: 'Call now: +91 98765 43210' })).toBeVisible();
    expect(main.getByText(/Medically reviewed/)).toBeVisible();
    expect(main.queryByText(/\bcure/i)).toBeNull();
  });

  it('states the spec recovery times on the piles page', async () => {
    renderApp('/diseases/piles', [...mocks, doctorsOf('piles')]);
    expect(
      await screen.findByText(/3-7 days after laser treatment, 2-3 weeks after traditional/),
    ).toBeVisible();
  });
});

describe('services', () => {
  it('lists both services with Learn More links', async () => {
    renderApp('/services', mocks);
    const main = await page('Our Services');
    expect(
      main.getByRole('link', { name: 'Learn more about Online Consultation' }),
    ).toHaveAttribute('href', '/services/online-consultation');
    expect(main.getByRole('link', { name: 'Learn more about Medicine Delivery' })).toHaveAttribute(
      'href',
      '/services/medicine-delivery',
    );
  });

  it('offers booking for consultations and the shop for delivery', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/services/online-consultation', mocks);
    const main = await page('Online Consultation');
    expect(main.getByText('Online consultations 7 days a week')).toBeVisible();
    expect(main.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    await user.click(main.getByRole('link', { name: '← Back to Services' }));
    expect(location().pathname).toBe('/services');
  });

  it('sends patients from medicine delivery to the shop', async () => {
    renderApp('/services/medicine-delivery', mocks);
    const main = await page('Medicine Delivery');
    expect(main.getByText(/Same-day medicine delivery in select areas/)).toBeVisible();
    expect(main.getByRole('link', { name: 'Order Medicines' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says "Service Not Found" for any other id, with a way back', async () => {
    renderApp('/services/free-laptops', mocks);
    const main = await page('Service Not Found');
    expect(main.getByRole('link', { name: '← Back to Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});

describe('diseases, FAQ and policy pages', () => {
  it('shows five condition cards with image, short text and Learn More', async () => {
    renderApp('/diseases', mocks);
    const main = await page('Diseases We Treat');
    const cards = main.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const piles = within(cards[0]);
    expect(piles.getByRole('heading', { name: 'Piles (Hemorrhoids)' })).toBeVisible();
    expect(cards[0].querySelector('img')).toHaveAttribute('width', '320');
    expect(
      piles.getByRole('link', { name: 'Learn more about Piles (Hemorrhoids)' }),
    ).toHaveAttribute('href', '/diseases/piles');
  });

  it('groups every condition question and the contact questions on /faq', async () => {
    renderApp('/faq', mocks);
    const main = await page('Frequently Asked Questions');
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Piles (Hemorrhoids)',
      'Fistula',
      'Hydrocele',
      'Sexual Wellness',
      'Joint Pain',
      'Appointments, privacy and delivery',
    ]);
    expect(main.getAllByRole('button', { expanded: false })).toHaveLength(5 + 4 + 4 + 4 + 4 + 4);
  });

  it('explains data rights and whom to ask on /privacy', async () => {
    renderApp('/privacy', mocks);
    const main = await page('Privacy Policy');
    expect(main.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
    expect(main.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    expect(await main.findByRole('link', { name: 'care@example.test' })).toHaveAttribute(
      'href',
      'mailto:care@example.test',
    );
  });
});
