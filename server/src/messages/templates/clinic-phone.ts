import type { ClinicProfile } from '../../clinic/clinic-profile.entity';

/** '9876543210' -> '+91 98765 43210', as patients read numbers; a landline stays as stored. */
export function phoneWords(digits: string): string {
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** The number every patient message gives: the profile's first phone, else its WhatsApp. */
export function clinicPhoneWords(profile: ClinicProfile | null): string {
  const main = profile?.phones[0]?.number ?? profile?.whatsapp;
  return main ? phoneWords(main) : '';
}
