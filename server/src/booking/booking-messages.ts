import { DEFAULT_SLOT_RULES } from './slots';

/** Every message of the booking rules, written for a patient to read. */
export const BOOKING_MESSAGES = {
  doctorId: 'Please choose a doctor',
  condition: 'condition must be a condition page id, e.g. piles',
  date: 'Please choose a date as YYYY-MM-DD, e.g. 2026-11-24',
  scheduledAt: 'Please choose a time slot (a date and time like 2026-11-24T10:30:00+05:30)',
  firstName: 'Please enter your name',
  nameLength: 'Name must be at most 60 characters',
  email: 'Please enter a valid email address',
  symptoms: 'Symptoms / notes must be at most 1,000 characters',
  patientInfo: 'Please enter your name and phone number',
  idempotencyKey: 'idempotencyKey must be 8 to 100 letters, digits, dots, dashes or colons',
  mode: 'Please choose how to consult: IN_CLINIC, VIDEO or PHONE',
  modeNotOffered: (name: string, offered: string) =>
    `${name} consults ${offered} only. Please choose one of these, or another doctor.`,
  reference: 'Please enter your booking reference, e.g. APT-7K3Q9',
  doctorNotFound: 'Doctor not found',
  doctorUnavailable: (name: string) =>
    `${name} is not taking bookings at the moment. Please choose another doctor.`,
  past: 'That time has already passed. Please choose a later slot.',
  tooSoon: `Please book at least ${DEFAULT_SLOT_RULES.minimumNoticeMinutes} minutes ahead. Please choose a later slot.`,
  beyondHorizon: `Appointments can be booked up to ${DEFAULT_SLOT_RULES.horizonDays} days ahead. Please choose an earlier date.`,
  dayOff: (name: string) => `${name} does not consult on that date. Please choose another date.`,
  notASlot: (name: string) =>
    `That is not one of ${name}'s time slots for the day. Please choose one of the listed times.`,
  slotTaken: 'That time has just been booked by someone else.',
  nextFree: (times: string) => `Free times that day: ${times}.`,
  noneFree: 'No other time is free that day. Please choose another date.',
  keyReused: 'This idempotency key was already used for a different booking.',
  retriedCancelled: 'This booking was cancelled. Please book again.',
  activeCap: (count: number) =>
    `This phone number already has ${count === 1 ? 'an upcoming appointment' : `${count} upcoming appointments`}, the most one patient can hold. Please cancel one you no longer need, or call the clinic.`,
  doctorDayCap: (doctor: string, count: number) =>
    `This phone number already has ${count === 1 ? 'an appointment' : `${count} appointments`} with ${doctor} that day. Please choose another day, or cancel that booking first.`,
  closed: {
    PAST: 'That date has passed. Please choose today or a later date.',
    BEYOND_HORIZON: `Appointments can be booked up to ${DEFAULT_SLOT_RULES.horizonDays} days ahead. Please choose an earlier date.`,
    DAY_OFF: (name: string) => `${name} is on leave that day. Please choose another date.`,
    NOT_WORKING: (name: string, weekday: string) =>
      `${name} does not consult on ${weekday}s. Please choose another date.`,
    NOT_TAKING_BOOKINGS: (name: string) =>
      `${name} is not taking bookings at the moment. Please choose another doctor.`,
    FULLY_BOOKED: (name: string) => `Every time with ${name} that day is taken.`,
    NO_TIME_LEFT: 'No times are left today. Please choose a later date.',
  },
  booked: (doctor: string, when: string) =>
    `Your appointment with ${doctor} on ${when} is booked. We'll contact you shortly to confirm your appointment.`,
  notFound: 'No appointment found with that reference and phone number.',
  completed: 'This appointment has already taken place.',
  tooLateToCancel: `Appointments can be cancelled online up to ${DEFAULT_SLOT_RULES.minimumNoticeMinutes} minutes before they start. Please call the clinic.`,
  cancelled: 'Your appointment is cancelled.',
  lookupLimited: 'Too many tries. Please wait a minute and try again, or call the clinic.',
  wrongReferences:
    'That booking reference does not match this phone number too many times. Please check the reference on your confirmation and try again later, or call the clinic.',
  bookingLimited:
    'Many appointments have been booked from your connection in the last hour. Please try again later, or call the clinic to book.',
} as const;
