// What the doctors desk reads when a doctor or a working plan is refused, one sentence per rule.

export const DOCTOR_DESK_MESSAGES = {
  doctorNotFound: 'This doctor was not found. Refresh the list.',
  name: 'Please enter the doctor’s name, at most 100 characters.',
  specialization: 'Please enter the specialization, at most 100 characters (e.g. Proctology).',
  qualification: 'Please enter the qualification, at most 200 characters (e.g. MBBS, MS).',
  registrationNumber:
    'The registration number may use letters, digits, spaces, slashes, dots and hyphens, at most 40 characters.',
  experienceYears: 'Years of experience must be a whole number from 0 to 70.',
  consultationFee:
    'Please enter the fee in rupees from ₹0 to ₹1,00,000, with at most two decimals.',
  bio: 'Please write a short bio, at most 3,000 characters.',
  expertise: 'List at most 20 areas of expertise, each at most 80 characters.',
  languages: 'List at most 10 languages, each at most 40 characters.',
  conditions: 'Choose the conditions from the list the site has pages for.',
  consultationModes: 'Choose at least one way the doctor consults: in clinic, video or phone.',
  hindi: 'A Hindi text can be at most as long as its English field allows.',
  slotMinutes: 'The slot length must be a whole number of minutes from 10 to 120.',
  weekday: 'Each weekday (1 = Monday … 7 = Sunday) can appear once in the plan.',
  time: 'Times are HH:MM on the 24-hour clock, e.g. 09:30.',
  dayOrder: 'A working day must start before it ends, and hold at least one slot.',
  breakInside: 'A break must start before it ends and lie inside the working day.',
  breaksOverlap: 'Breaks on one day must not overlap.',
  tooManyBreaks: 'A day can have at most 4 breaks.',
  daysOff: 'Days off are dates (YYYY-MM-DD), at most 366 of them.',
  dayOffPast: 'A new day off cannot be in the past.',
  photoNotFound: 'This doctor was not found. It may have been removed; refresh the list.',
} as const;
