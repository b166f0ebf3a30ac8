import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { doctorsQuery, type DoctorSummary } from './api/doctors';

// The first visit compiles and loads the lazy route, which takes more than a second in Jest.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const doctor = (overrides: Partial<DoctorSummary>): DoctorSummary => ({
  __typename: 'Doctor',
  id: '1',
  name: 'Dr. Rajesh Sharma',
  specialization: 'Proctology',
  qualification: 'MBBS, MS',
  experienceYears: 18,
  image: null,
  isAvailable: true,
  consultationFee: 500,
  expertise: ['Piles', 'Laser', 'Banding', 'Fissure', 'Constipation'],
  inEnglish: [],
  rating: null,
  ...overrides,
});

const doctors = [
  doctor({}),
  doctor({
    id: '2',
    name: 'Dr. Anita Verma',
    specialization: 'Fistula Care',
    experienceYears: 12,
    consultationFee: 1250,
    expertise: ['Fistula'],
  }),
  doctor({
    id: '3',
    name: 'Dr. Arun Mishra',
    specialization: 'Proctology',
    experienceYears: 9,
    isAvailable: false,
  }),
];

const answer = (list: DoctorSummary[]): MockLink.MockedResponse => ({
  request: { query: doctorsQuery, variables: { language: 'EN' } },
  result: { data: { doctors: list } },
});
const failure: MockLink.MockedResponse = {
  request: { query: doctorsQuery, variables: { language: 'EN' } },
  error: new TypeError('Failed to fetch'),
};

const section = async () => within(await screen.findByRole('region', { name: 'Meet Our Doctors' }));

describe('home doctors section', () => {
  it('shows a loading state, then the tiles and the doctor cards', async () => {
    renderApp('/', [clinicMock, { ...answer(doctors), delay: 300 }]);
    const home = await section();
    // The hero's figures arrive meanwhile and render the page again: find the loading text anew.
    await waitFor(() => expect(home.getByText('Loading doctors...')).toBeVisible());
    expect(await home.findByText('Total Doctors')).toBeVisible();
    const tile = (label: string) => home.getByText(label).nextElementSibling?.textContent;
    expect(tile('Total Doctors')).toBe('3');
    expect(tile('Available Now')).toBe('2');
    expect(tile('Specializations')).toBe('2');
    // 18 + 12 + 9 summed as numbers, not glued as text, and said as what it is.
    expect(tile('years of combined experience')).toBe('39+');

    const cards = home.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByText('Available')).toBeVisible();
    expect(first.getByText('18+ Years')).toBeVisible();
    expect(first.getByText('Main Clinic')).toBeVisible();
    expect(first.getByText('₹500.00')).toBeVisible();
    expect(first.getByText('+2 more')).toBeVisible();
    expect(first.getByText('Laser')).toBeVisible();
    expect(first.queryByText('Fissure')).not.toBeInTheDocument();
    // No made-up rating: none of these doctors has approved patient feedback.
    expect(first.queryByText(/4\.8|Rated|from \d+ patients/)).not.toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Book Consultation, Dr. Rajesh Sharma' }),
    ).toHaveAttribute('href', '/book-appointment?doctorId=1');
    expect(first.getByRole('link', { name: 'View Profile, Dr. Rajesh Sharma' })).toHaveAttribute(
      'href',
      '/doctor/1',
    );
    expect(within(cards[1]).getByText('₹1,250.00')).toBeVisible();
    const busy = within(cards[2]);
    expect(busy.getByText('Busy')).toBeVisible();
    expect(busy.getByRole('button', { name: 'Book Consultation, Dr. Arun Mishra' })).toBeDisabled();
  });

  it('offers Try Again after a failure, and shows the list when it works', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/', [clinicMock, failure, answer(doctors)]);
    const home = await section();
    expect(await home.findByText('Failed to load doctors. Please try again.')).toBeVisible();
    await user.click(home.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(home.getAllByRole('article')).toHaveLength(3));
  });

  it('says when no doctors are available', async () => {
    renderApp('/', [clinicMock, answer([])]);
    const home = await section();
    expect(
      await home.findByText('No doctors available at the moment. Please check back later.'),
    ).toBeVisible();
  });

  it('offers no Refresh button and claims no rating in its structured data', async () => {
    const { container } = renderApp('/', [clinicMock, answer(doctors)]);
    const home = await section();
    await waitFor(() => expect(home.getAllByRole('article')).toHaveLength(3));
    expect(home.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
    const jsonLd = Array.from(container.querySelectorAll('script[type="application/ld+json"]'));
    expect(jsonLd.map((script) => script.textContent).join('')).toContain('Physician');
    expect(jsonLd.map((script) => script.textContent).join('')).not.toMatch(/rating/i);
  });

  it('names each doctor on Home with an h3 under the section h2', async () => {
    renderApp('/', [clinicMock, answer(doctors)]);
    const home = await section();
    expect(await home.findByRole('heading', { level: 3, name: 'Dr. Anita Verma' })).toBeVisible();
  });

  it('names each doctor on /doctors with an h2 under the page h1, skipping no level', async () => {
    renderApp('/doctors', [clinicMock, answer(doctors)]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Anita Verma' })).toBeVisible();
  });
});
