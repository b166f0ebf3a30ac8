import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DoctorCard, type RatedDoctor } from './doctor-card';

const doctor: RatedDoctor = {
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
};

const renderCard = (rated: RatedDoctor) =>
  render(
    <MemoryRouter>
      <DoctorCard doctor={rated} headingLevel="h3" />
    </MemoryRouter>,
  );

describe('doctor card rating', () => {
  it('shows no rating when the doctor has no approved feedback', () => {
    renderCard(doctor);
    expect(screen.getByRole('article')).not.toHaveTextContent(/rat|from \d+ patient|4\.8/i);
  });

  it('shows a rating from approved feedback with its count', () => {
    renderCard({ ...doctor, rating: { average: 4.66, count: 23 } });
    expect(screen.getByText('4.7 from 23 patients')).toBeVisible();
    expect(screen.getByText('Rated 4.7 out of 5 by 23 patients')).toBeInTheDocument();
  });

  it('shows none for a rating with no feedback behind it', () => {
    renderCard({ ...doctor, rating: { average: 5, count: 0 } });
    expect(screen.getByRole('article')).not.toHaveTextContent(/from \d+ patient/);
  });
});
