import type { ClinicQuery } from '../graphql/__generated__/graphql';

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
