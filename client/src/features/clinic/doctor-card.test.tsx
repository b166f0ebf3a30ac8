import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DoctorSummary } from './api/doctors';
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
};

describe('doctor card', () => {
  it('claims no rating: none comes from approved patient feedback yet', () => {
    render(
      <MemoryRouter>
        <DoctorCard doctor={doctor} headingLevel="h3" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).not.toHaveTextContent(/rat|from \d+ patient|4\.8/i);
  });
});
