import type { ClinicQuery } from '../graphql/__generated__/graphql';
import type { OpeningHours } from '../lib/opening-hours';

/** A made-up clinic profile for tests only. */
export const clinicFixture: ClinicQuery = {
  __typename: 'Query',
  clinic: {
    __typename: 'ClinicProfile',
    id: '1',
    name: 'Test Care Clinic',
    tagline: 'Private care for private problems',
    streetAddress: '12 Station Road',
    locality: 'Civil Lines',
    region: 'Uttar Pradesh',
    postalCode: '243001',
    inEnglish: [],
    phones: [
      { __typename: 'ClinicPhone', label: 'Reception', number: '9876543210' },
      { __typename: 'ClinicPhone', label: 'Appointments', number: '9876500000' },
    ],
    emails: [{ __typename: 'ClinicEmail', label: 'General', address: 'care@example.test' }],
    whatsapp: '9876543210',
    emergencyPhone: '9812345678',
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      __typename: 'OpeningHours' as const,
      weekday,
      opens: weekday === 7 ? '09:00' : '08:00',
      closes: weekday === 7 ? '14:00' : '20:00',
      note: null,
    })),
    mapUrl: 'https://maps.example.test/clinic',
  },
};

/** One weekday of opening hours (1 Monday … 7 Sunday); closed when `opens` is null. */
export const openingDay = (
  weekday: number,
  opens: string | null,
  closes: string | null,
  note: string | null = null,
): OpeningHours => ({ __typename: 'OpeningHours', weekday, opens, closes, note });

/** A week of long weekdays, a shorter Saturday and a Sunday for emergencies only. */
export const openingWeek: OpeningHours[] = [
  ...[1, 2, 3, 4, 5].map((d) => openingDay(d, '08:00', '20:00')),
  openingDay(6, '09:00', '17:00'),
  openingDay(7, null, null, 'Emergencies only'),
];
