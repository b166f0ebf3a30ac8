export const clinicTexts = {
  doctors: {
    title: 'Our Doctors',
    intro: 'Experienced specialists who treat you with care and complete discretion.',
  },
  doctor: {
    title: 'Doctor Profile',
    intro: "The doctor's qualifications, experience and consultation fee will appear here.",
    loading: 'Loading doctor profile...',
    notFoundTitle: 'Doctor not found',
    notFound: 'We could not find this doctor. Please choose one from the list of our doctors.',
    allDoctors: 'See all doctors',
    failed: 'Failed to load this doctor. Please try again.',
    about: 'About',
    expertise: 'Expertise',
    languages: 'Languages',
    hours: 'Consulting hours',
    hoursNote: 'Clinic time (IST). Lunch and other breaks are not bookable.',
    noHours: 'Consulting hours are not published yet. Please call the clinic.',
    breakText: (range: string) => `break ${range}`,
    fee: 'Consultation fee',
    busy: 'Not taking bookings at the moment',
    daysOff: 'Not consulting on',
  },
} as const;

/** The Home doctors section and the doctor cards (spec section 2, Home). */
export const doctorsSectionTexts = {
  heading: 'Meet Our Doctors',
  intro: 'Specialists in piles, fistula, hydrocele, sexual wellness and joint pain.',
  loading: 'Loading doctors...',
  error: 'Failed to load doctors. Please try again.',
  tryAgain: 'Try Again',
  empty: 'No doctors available at the moment. Please check back later.',
  tiles: {
    total: 'Total Doctors',
    available: 'Available Now',
    specializations: 'Specializations',
    // Shown under its figure: "98+" over "years of combined experience".
    years: 'years of combined experience',
    yearsValue: (total: number) => `${total}+`,
  },
  card: {
    available: 'Available',
    busy: 'Busy',
    experience: (years: number) => `${years}+ Years`,
    experienceLabel: 'Experience',
    location: 'Main Clinic',
    locationLabel: 'Location',
    moreTags: (count: number) => `+${count} more`,
    fee: 'Consultation fee',
    book: 'Book Consultation',
    profile: 'View Profile',
    // The visible label first, so speech users can say what they see.
    profileLabel: (name: string) => `View Profile, ${name}`,
    bookLabel: (name: string) => `Book Consultation, ${name}`,
  },
} as const;
