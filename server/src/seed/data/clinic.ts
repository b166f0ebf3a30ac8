import type { ClinicProfile, OpeningHours } from '../../clinic/clinic-profile.entity';

export type ClinicProfileSeed = Omit<ClinicProfile, 'updatedAt' | 'translations'>;

const weekday = (day: number, opens: string, closes: string): OpeningHours => ({
  weekday: day,
  opens,
  closes,
  note: null,
});

/**
 * The one set of facts every screen shows. Hours follow decisions.md (Mon-Sat 9:00-20:00,
 * Sun 9:00-14:00); phone numbers and the domain are fictional demo values.
 */
export const clinicProfile: ClinicProfileSeed = {
  id: 1,
  name: 'Shanti Care Clinic',
  tagline: 'Gentle, private care for piles, fistula, hydrocele, sexual wellness and joint pain',
  streetAddress: '14 Gulmohar Marg, near Sheetal Talkies, Civil Lines',
  locality: 'Vidisha',
  region: 'Madhya Pradesh',
  postalCode: '464001',
  phones: [
    { label: 'Reception', number: '9876500101' },
    { label: 'Appointments', number: '9876500102' },
    { label: 'Pharmacy', number: '8765400103' },
  ],
  emails: [
    { label: 'General enquiries', address: 'info@shanticareclinic.in' },
    { label: 'Appointments', address: 'appointments@shanticareclinic.in' },
    { label: 'Orders', address: 'orders@shanticareclinic.in' },
  ],
  whatsapp: '9876500102',
  emergencyPhone: '7654300100',
  hours: [
    weekday(1, '09:00', '20:00'),
    weekday(2, '09:00', '20:00'),
    weekday(3, '09:00', '20:00'),
    weekday(4, '09:00', '20:00'),
    weekday(5, '09:00', '20:00'),
    weekday(6, '09:00', '20:00'),
    weekday(7, '09:00', '14:00'),
  ],
  mapUrl: 'https://www.openstreetmap.org/?mlat=23.5236&mlon=77.8091#map=17/23.5236/77.8091',
  // A fictional GSTIN of the right shape (23: Madhya Pradesh); set the real one with CLINIC_GSTIN.
  gstin: '23ABCDE1234F1Z5',
  invoicePrefix: 'SC',
};
