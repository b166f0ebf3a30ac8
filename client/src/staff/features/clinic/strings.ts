// Words of the clinic profile desk (/staff/clinic): the console stays English.

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const clinicTexts = {
  title: 'Clinic profile',
  intro:
    'What every page of the site shows about the clinic: name, address, phones, e-mails and hours. Pages show a change within moments.',
  loadFailed: 'The clinic profile could not be loaded.',
  retry: 'Try again',
  demoNotice:
    'The site still shows the demo clinic. Set it up: enter your clinic below, then remove the demo doctors, products, posts and orders.',
  demoProfile: 'The profile below is still the demo clinic’s.',
  demoLeft: (what: string) => `Demo data on the site: ${what}.`,
  removeDemo: 'Remove the demo data…',
  removeTitle: 'Remove the demo data?',
  removeWhat: 'These go for good, with their appointments, order lines, invoices and messages:',
  removeKeeps:
    'Doctors, products and posts you added yourself stay, and so do the profile, staff accounts and the audit trail.',
  removeConfirm: 'Remove the demo data',
  removeCancel: 'Keep it',
  removing: 'Removing…',
  removed: (what: string) => (what ? `Removed ${what}.` : 'No demo data was left.'),
  removeFailed: 'The demo data could not be removed.',
  sections: {
    identity: 'Name and address',
    contact: 'Phones and e-mails',
    hours: 'Opening hours (clinic time)',
    legal: 'GSTIN and map',
  },
  name: 'Clinic name',
  tagline: 'Tagline',
  streetAddress: 'Street address',
  locality: 'Town or city',
  region: 'State',
  postalCode: 'PIN code',
  hindi: (label: string) => `${label} in Hindi`,
  hindiHelp: 'Left blank, Hindi pages show the English.',
  phoneLabel: (n: number) => `Phone ${n}: what it is for`,
  phoneNumber: (n: number) => `Phone ${n}: number`,
  addPhone: 'Add a phone',
  removePhone: (n: number) => `Remove phone ${n}`,
  emailLabel: (n: number) => `E-mail ${n}: what it is for`,
  emailAddress: (n: number) => `E-mail ${n}: address`,
  addEmail: 'Add an e-mail',
  removeEmail: (n: number) => `Remove e-mail ${n}`,
  whatsapp: 'WhatsApp number',
  emergencyPhone: 'Emergency line (24 hours)',
  closed: (day: string) => `${day}: closed`,
  opens: (day: string) => `${day} opens`,
  closes: (day: string) => `${day} closes`,
  note: (day: string) => `${day} note`,
  gstin: 'GSTIN',
  gstinHelp: 'Printed on tax invoices; leave blank if the clinic has none.',
  mapUrl: 'Map link',
  mapUrlHelp: 'https:// link from Google Maps or OpenStreetMap.',
  save: 'Save the profile',
  saving: 'Saving…',
  saved: 'Saved. The site shows the new profile.',
  failed: 'The profile could not be saved. Check the fields marked below.',
  required: 'Required.',
  tooLong: (max: number) => `Keep it to ${max} characters.`,
  phoneInvalid: 'Enter a 10-digit phone number, digits only.',
  pinInvalid: 'Enter the 6-digit PIN code.',
  emailInvalid: 'Enter a valid e-mail address.',
  timeInvalid: 'HH:MM, 24-hour.',
  closesAfterOpens: 'Closing must be after opening.',
  gstinInvalid: 'Enter the 15-character GSTIN, e.g. 23ABCDE1234F1Z5, or leave it blank.',
  mapUrlInvalid: 'Enter a link starting with https://',
  counts: {
    doctors: ['doctor', 'doctors'],
    products: ['product', 'products'],
    categories: ['empty category', 'empty categories'],
    posts: ['post', 'posts'],
    orders: ['order', 'orders'],
    appointments: ['appointment', 'appointments'],
  },
} as const;

/** "3 doctors, 1 order" from counts; kinds with none are left out. */
export function describeCounts(counts: Partial<Record<keyof typeof clinicTexts.counts, number>>) {
  return (Object.keys(clinicTexts.counts) as (keyof typeof clinicTexts.counts)[])
    .filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => {
      const n = counts[kind]!;
      return `${n} ${clinicTexts.counts[kind][n === 1 ? 0 : 1]}`;
    })
    .join(', ');
}
