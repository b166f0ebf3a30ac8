export const clinicTexts = {
  doctors: {
    title: 'Our Doctors',
    intro: 'Experienced specialists who treat you with care and complete discretion.',
  },
  doctor: {
    title: 'Doctor Profile',
    intro: "The doctor's qualifications, experience and consultation fee will appear here.",
  },
} as const;

export const hoursTexts = {
  closed: 'Closed',
  range: (opens: string, closes: string) => `${opens} – ${closes}`,
  dayRange: (first: string, last: string) => `${first} – ${last}`,
} as const;
