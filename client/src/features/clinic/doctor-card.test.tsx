import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadCatalogue } from '../../lib/i18n/catalogue';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import type { Locale } from '../../lib/i18n/locales';
import type { DoctorSummary } from './api/doctors';
import { clinicCatalogue } from './catalogue';
import { DoctorCard } from './doctor-card';

const doctor: DoctorSummary = {
  __typename: 'Doctor',
  id: '1',
  name: 'Dr. Rajesh Sharma',
  specialization: 'Proctology',
  qualification: 'MBBS, MS',
  experienceYears: 18,
  image: null,
  isAvailable: true,
  consultationFee: 500,
  expertise: ['Piles'],
  inEnglish: [],
  rating: null,
};

async function renderCard(card: DoctorSummary, locale: Locale = 'en') {
  await loadCatalogue(clinicCatalogue, locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <DoctorCard doctor={card} headingLevel="h3" />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('doctor card', () => {
  it('claims no rating: none comes from approved patient feedback yet', async () => {
    await renderCard(doctor);
    expect(screen.getByRole('article')).not.toHaveTextContent(/rat|from \d+ patient|4\.8/i);
  });

  it('shows the rating of approved feedback with its count, in English and Hindi', async () => {
    const rated = { ...doctor, rating: { __typename: 'Rating' as const, average: 4.5, count: 2 } };
    await renderCard(rated);
    expect(screen.getByRole('article')).toHaveTextContent('Patients rate:4.5/5 from 2 reviews');
  });

  it('shows the rating in Hindi on a Hindi page', async () => {
    const rated = { ...doctor, rating: { __typename: 'Rating' as const, average: 4, count: 1 } };
    await renderCard(rated, 'hi');
    expect(screen.getByRole('article')).toHaveTextContent('मरीज़ों की रेटिंग:1 समीक्षा से 4.0/5');
  });

  it('speaks Hindi on a Hindi page and marks the texts still in English', async () => {
    await renderCard(
      {
        ...doctor,
        name: 'डॉ. राजेश शर्मा',
        specialization: 'गुदा रोग (Proctology)',
        expertise: ['Piles'],
        inEnglish: ['expertise', 'qualification'],
      },
      'hi',
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'डॉ. राजेश शर्मा' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('गुदा रोग (Proctology)')).not.toHaveAttribute('lang');
    expect(screen.getByText('MBBS, MS')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Piles').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('18+ साल')).toBeVisible();
    expect(screen.getByText('उपलब्ध')).toBeVisible();
    expect(screen.getByRole('link', { name: 'परामर्श बुक करें, डॉ. राजेश शर्मा' })).toHaveAttribute(
      'href',
      '/book-appointment?doctorId=1',
    );
  });
});
