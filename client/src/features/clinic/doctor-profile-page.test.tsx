import { configure, screen, within } from '@testing-library/react';
import { clinicMock, renderApp } from '../../test/render-app';
import { doctorQuery, type DoctorProfile } from './api/doctor';
import { doctorsQuery, type DoctorSummary } from './api/doctors';

// The first visit compiles and loads the lazy route, which takes more than a second in Jest.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const profile: DoctorProfile = {
  __typename: 'Doctor',
  id: '1',
  slug: 'dr-rajesh-sharma',
  name: 'डॉ. राजेश शर्मा',
  specialization: 'गुदा रोग (Proctology)',
  qualification: 'MBBS, MS (जनरल सर्जरी)',
  registrationNumber: 'MP/12345',
  experienceYears: 18,
  image: null,
  bio: 'डॉ. राजेश शर्मा 18 साल से बवासीर का उपचार कर रहे हैं।',
  expertise: ['बवासीर (piles)'],
  languages: ['Hindi', 'English'],
  inEnglish: ['languages'],
  isAvailable: true,
  consultationFee: 1250,
  slotMinutes: 30,
  workingPlan: [1, 2, 3, 4, 5, 6].map((weekday) => ({
    __typename: 'WorkingDay' as const,
    weekday,
    start: '09:00',
    end: '17:00',
    breaks: [],
  })),
  daysOff: [],
};

const summary: DoctorSummary = {
  __typename: 'Doctor',
  id: '1',
  name: profile.name,
  specialization: profile.specialization,
  qualification: profile.qualification,
  experienceYears: 18,
  image: null,
  isAvailable: true,
  consultationFee: 1250,
  expertise: profile.expertise,
  inEnglish: [],
  rating: null,
};

describe('doctors in Hindi', () => {
  it('lists the doctors in Hindi on /hi/doctors, linked to their Hindi profiles', async () => {
    renderApp('/hi/doctors', [
      clinicMock,
      {
        request: { query: doctorsQuery, variables: { language: 'HI' } },
        result: { data: { doctors: [summary] } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे डॉक्टर' })).toBeVisible();
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('heading', { level: 2, name: 'डॉ. राजेश शर्मा' })).toBeVisible();
    expect(card.getByText('मुख्य क्लिनिक')).toBeVisible();
    expect(card.getByRole('link', { name: 'प्रोफ़ाइल देखें, डॉ. राजेश शर्मा' })).toHaveAttribute(
      'href',
      '/hi/doctor/1',
    );
    expect(screen.getByText('कुल डॉक्टर')).toBeVisible();
  });

  it('shows a profile in Hindi: bio, hours, fee, and the book button to the Hindi booking page', async () => {
    renderApp('/hi/doctor/1', [
      clinicMock,
      {
        request: { query: doctorQuery, variables: { id: '1', language: 'HI' } },
        result: { data: { doctor: profile } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'डॉ. राजेश शर्मा' })).toBeVisible();
    expect(screen.getByText(profile.bio)).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'परामर्श का समय' })).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('सोमवार – शनिवार')).toBeVisible();
    expect(main.getByText('सुबह 9:00 – शाम 5:00')).toBeVisible();
    expect(screen.getByText('₹1,250.00')).toBeVisible();
    // The registration India's telemedicine rules ask for, in the page's language.
    expect(screen.getByTestId('registration-number')).toHaveTextContent(
      'मेडिकल रजिस्ट्रेशन नंबर MP/12345',
    );
    // Languages have no Hindi version here: said as English.
    expect(screen.getByText('Hindi, English')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'परामर्श बुक करें' })).toHaveAttribute(
      'href',
      '/hi/book-appointment?doctorId=1',
    );
  });
});
