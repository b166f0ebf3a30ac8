export const bookingTexts = {
  page: {
    title: 'Book Your Consultation',
    intro: 'Choose a doctor, a date and a time that suits you. Everything you share stays private.',
  },
  demo: {
    title: 'Demo Mode',
    body: 'The booking server is offline, so demo doctors and times are shown. Bookings cannot be made right now.',
    checking: 'Checking the booking service...',
  },
  fields: {
    condition: 'What do you need help with?',
    conditionPlaceholder: 'Select what you need help with',
    conditionHelp: 'Only the clinic sees this choice; it helps us offer the right doctor.',
    name: 'Full Name',
    phone: 'Phone Number',
    phoneHelp: '10 digits, e.g. 98765 43210',
    /** How the patient will hear from the clinic, and how to stop it (honoured and stored). */
    contactConsent:
      'We will send your booking confirmation and reminders to this number on WhatsApp (or by SMS). They never mention your health. Reply STOP to any message to stop them.',
    email: 'Email Address (optional)',
    specialty: 'Medical Specialty',
    specialtyPlaceholder: 'Select a specialty',
    doctor: 'Preferred Doctor',
    doctorPlaceholder: 'Select a doctor',
    noDoctors: 'No doctors available',
    date: 'Appointment Date',
    time: 'Preferred Time',
    timePlaceholder: 'Select a time',
    takenTime: (time: string) => `${time} (booked)`,
    symptoms: 'Symptoms / Additional Notes',
    symptomsHelp: 'Optional. Only the doctor sees this.',
    fee: (fee: string) => `Consultation fee: ${fee}`,
    mode: 'How would you like to consult?',
    modeHelp: {
      IN_CLINIC: 'Visit the clinic at the time you choose.',
      VIDEO: 'A video call on your phone; we send the link before the time.',
      PHONE: "The doctor calls you from the clinic's number at the time.",
    },
  },
  slots: {
    loading: 'Fetching available time slots...',
    none: 'No slots available for selected date. Please choose another date.',
    why: {
      PAST: 'That date has passed. Please choose today or a later date.',
      BEYOND_HORIZON: (last: string) =>
        `Appointments can be booked up to ${last}. Please choose an earlier date.`,
      DAY_OFF: (doctor: string, date: string) =>
        `${doctor} is on leave on ${date}. Please choose another date.`,
      NOT_WORKING: (doctor: string, weekday: string) =>
        `${doctor} does not consult on ${weekday}. Please choose another date.`,
      NOT_TAKING_BOOKINGS: (doctor: string) =>
        `${doctor} is not taking bookings at the moment. Please choose another doctor.`,
      FULLY_BOOKED: (doctor: string, date: string) =>
        `Every time with ${doctor} on ${date} is taken.`,
      NO_TIME_LEFT: 'No times are left today. Please choose a later date.',
    },
    nextFree: (doctor: string, date: string) => `${doctor}'s next free day: ${date}`,
    otherDoctor: (doctor: string) => `${doctor} has free times that day`,
    choose: 'Choose',
    loadFailedTitle: 'Cannot load time slots',
    loadFailed: 'Please try again later.',
  },
  validation: {
    name: 'Please enter your full name',
    nameLength: 'Name must be at most 60 characters',
    phoneRequired: 'Please enter your phone number',
    email: 'Please enter a valid email address',
    specialty: 'Please choose a specialty',
    doctor: 'Please choose a doctor',
    date: 'Please choose a date',
    dateMin: 'Please choose today or a later date',
    time: 'Please choose a time',
    timeFormat: 'Invalid time format',
    symptoms: 'Symptoms / notes must be at most 1,000 characters',
  },
  submit: 'Book Appointment Now',
  submitting: 'Booking Your Appointment...',
  incomplete: 'Please fill all required fields (*) to book appointment',
  success: {
    title: 'Appointment Booked Successfully!',
    fallback: "We'll contact you shortly to confirm your appointment.",
  },
  failure: {
    title: 'Error booking appointment',
    fallback: 'Something went wrong. Please try again.',
    demo: 'Bookings cannot be made while the booking server is offline.',
    call: (phone: string) => `Please call the clinic on ${phone} to book.`,
    callNoNumber: 'Please call the clinic to book.',
  },
  aside: {
    heading: 'Your consultation',
    empty:
      'Choose what you need help with and a doctor: their fee, how they consult and what happens next show here.',
    experience: (years: number) => `${years} years of experience`,
    fee: 'Consultation fee',
    mode: 'How',
    address: 'Where',
    steps: [
      'You book a time here; nothing is paid online.',
      'The clinic calls you to confirm the booking.',
    ],
  },
  confirmation: {
    heading: 'Your appointment is booked',
    referenceHelp: 'Please keep this reference. Quote it when you call or visit.',
    status: 'We will call you shortly to confirm.',
    calendar: 'Add to calendar',
    whatsapp: 'Message the clinic on WhatsApp',
    whatsappText: (reference: string) => `Hello, I have booked appointment ${reference}.`,
    manage: 'View or cancel this booking',
    another: 'Book another appointment',
    calendarTitle: (doctor: string) => `Appointment with ${doctor}`,
    mode: 'Consultation',
    nextHeading: 'What happens next',
    next: {
      IN_CLINIC: (place: string) => `Please come to ${place} 10 minutes before your time.`,
      IN_CLINIC_NO_ADDRESS: 'Please come to the clinic 10 minutes before your time.',
      VIDEO:
        'We will send a video call link to your phone (WhatsApp or SMS) before your appointment. At the time, open it somewhere private with a good connection.',
      PHONE: (phone: string) =>
        `The doctor will call you from the clinic's number ${phone} at the time of your appointment. Please keep your phone with you.`,
      PHONE_NO_NUMBER:
        "The doctor will call you from the clinic's number at the time of your appointment. Please keep your phone with you.",
    },
    map: 'Open the map',
    videoLocation: 'Video call (link sent to your phone)',
    phoneLocation: (clinic: string) => `Phone call from ${clinic}`,
    calendarNote: (reference: string) => `Booking reference ${reference}`,
  },
} as const;

/** What a booking is, wherever it is shown. */
/** The conditions the clinic treats (ids of the condition pages), then "Something else". */
export const conditionChoices = [
  { id: 'piles', label: 'Piles' },
  { id: 'fistula', label: 'Fistula' },
  { id: 'hydrocele', label: 'Hydrocele' },
  { id: 'sexual-problems', label: 'Sexual wellness' },
  { id: 'joint-pain', label: 'Joint pain' },
  { id: 'other', label: 'Something else' },
] as const;

export const OTHER_CONDITION = 'other';

export const appointmentTexts = {
  reference: 'Booking reference',
  doctor: 'Doctor',
  when: 'Date and time',
} as const;

export const manageTexts = {
  title: 'Manage Your Appointment',
  intro: 'Enter your booking reference and the phone number you booked with.',
  reference: 'Booking reference',
  referenceHelp: 'e.g. APT-7K3Q9',
  phone: 'Phone Number',
  find: 'Find My Appointment',
  finding: 'Finding...',
  referenceRequired: 'Please enter your booking reference, e.g. APT-7K3Q9',
  phoneRequired: 'Please enter your phone number',
  notFoundTitle: 'No appointment found',
  failed: 'Failed to load the appointment. Please try again.',
  status: 'Status',
  statuses: {
    PENDING: 'Booked – awaiting confirmation',
    CONFIRMED: 'Confirmed',
    ARRIVED: 'Checked in at the clinic',
    COMPLETED: 'Completed',
    NO_SHOW: 'Missed',
    CANCELLED: 'Cancelled',
  },
  cancel: 'Cancel Appointment',
  cancelConfirm: 'Yes, cancel it',
  keep: 'Keep it',
  cancelQuestion: 'Cancel this appointment? The time will be offered to other patients.',
  cancelling: 'Cancelling...',
  cancelledTitle: 'Appointment cancelled',
  cancelledBody: 'Your appointment is cancelled. You can book a new time whenever you like.',
  cancelFailed: 'Could not cancel the appointment',
  tooLate: 'This appointment can no longer be cancelled online. Please call the clinic.',
  bookNew: 'Book a new appointment',
  clinicReason: 'Reason from the clinic',
  history: 'What has happened',
} as const;
