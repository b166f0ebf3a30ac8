import type { BookingDoctor } from './api/booking-doctors';
import { chooseCondition, chooseSpecialty, doctorsFor, preselection } from './booking-choices';

const doctor = (id: string, specialization: string, conditions: string[]): BookingDoctor => ({
  __typename: 'Doctor',
  id,
  name: `Dr. ${id}`,
  specialization,
  qualification: 'MBBS',
  experienceYears: 5,
  image: null,
  consultationFee: 500,
  isAvailable: true,
  conditions,
  consultationModes: ['IN_CLINIC'],
  inEnglish: [],
});

const doctors = [
  doctor('a', 'Proctology', ['piles']),
  doctor('b', 'Proctology', ['piles', 'fistula']),
  doctor('c', 'Fistula & Fissure Care', ['fistula']),
  doctor('d', 'Urology', ['hydrocele']),
];

describe('booking choices', () => {
  it('fills the specialty from the condition and offers only the doctors who treat it', () => {
    expect(chooseCondition(doctors, 'piles')).toEqual({
      condition: 'piles',
      specialty: 'Proctology',
      doctor: '',
      time: '',
    });
    expect(doctorsFor(doctors, { condition: 'fistula', specialty: 'Proctology' })).toEqual([
      doctors[1],
    ]);
  });

  it('chooses the one doctor who treats a condition', () => {
    expect(chooseCondition(doctors, 'hydrocele')).toMatchObject({
      specialty: 'Urology',
      doctor: 'd',
    });
  });

  it('leaves the specialty to the patient for "Something else"', () => {
    expect(chooseCondition(doctors, 'other')).toMatchObject({ specialty: '', doctor: '' });
    expect(doctorsFor(doctors, { condition: 'other', specialty: 'Urology' })).toEqual([doctors[3]]);
  });

  it('turns the condition to "Something else" when a specialty that does not treat it is chosen', () => {
    expect(chooseSpecialty(doctors, { condition: 'piles' }, 'Urology').condition).toBe('other');
    expect(chooseSpecialty(doctors, { condition: 'fistula' }, 'Proctology').condition).toBe(
      'fistula',
    );
    expect(chooseSpecialty(doctors, { condition: '' }, 'Urology').condition).toBe('');
  });

  it('reads ?doctorId= and ?condition=, ignoring an unknown condition', () => {
    expect(preselection(doctors, { doctorId: 'b', condition: 'fistula' })).toMatchObject({
      condition: 'fistula',
      doctor: 'b',
      specialty: 'Proctology',
    });
    expect(preselection(doctors, { doctorId: 'b' })).toMatchObject({ condition: 'piles' });
    expect(preselection(doctors, { condition: 'piles' })).toMatchObject({
      specialty: 'Proctology',
    });
    expect(preselection(doctors, { condition: '<script>' })).toBeNull();
  });
});
