// Words of booking for a caller or a walk-in at the desk.

export const bookTexts = {
  title: 'Book for a patient',
  doctor: 'Doctor',
  date: 'Date',
  mode: 'Consultation',
  firstName: 'First name',
  lastName: 'Last name (optional)',
  phone: 'Phone',
  walkIn: 'Walk-in: the patient is here now (marks them arrived and gives a token)',
  doctorRequired: 'Please choose a doctor.',
  slotRequired: 'Please choose a free slot.',
  firstNameRequired: "Please enter the patient's first name.",
  phoneRequired: "Please enter the patient's 10-digit phone number.",
  phoneInvalid: 'Please enter a 10-digit phone number.',
  book: 'Book',
  booking: 'Booking…',
  booked: (reference: string, time: string) => `Booked ${time}, reference ${reference}.`,
  bookedWithToken: (reference: string, time: string, token: number) =>
    `Booked ${time}, reference ${reference}, token ${token}.`,
  failed: 'The booking could not be made. Please try again.',
} as const;
