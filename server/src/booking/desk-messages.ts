import { AppointmentStatus } from './appointment-status';

const S = AppointmentStatus;

/** Status names as the desk and the patient read them. */
export const STATUS_WORDS: Record<AppointmentStatus, string> = {
  [S.PENDING]: 'pending',
  [S.CONFIRMED]: 'confirmed',
  [S.ARRIVED]: 'arrived',
  [S.COMPLETED]: 'completed',
  [S.NO_SHOW]: 'a no-show',
  [S.CANCELLED]: 'cancelled',
};

/** Every message of the reception desk's rules, written for the person at the desk. */
export const DESK_MESSAGES = {
  notFound: 'No appointment found with that reference.',
  reference: 'Please enter a booking reference, e.g. APT-7K3Q9',
  sameStatus: (status: AppointmentStatus) => `This appointment is already ${STATUS_WORDS[status]}.`,
  finalStatus: (status: AppointmentStatus) =>
    `This appointment is ${STATUS_WORDS[status]}; its status cannot change any more.`,
  notAllowed: (from: AppointmentStatus, to: AppointmentStatus) =>
    `An appointment that is ${STATUS_WORDS[from]} cannot be marked ${STATUS_WORDS[to]}.`,
  completeNeedsArrival: 'Mark the patient arrived first; only a patient who came can be completed.',
  backToConfirmed: 'The patient has already arrived; the appointment cannot go back to confirmed.',
  noShowTooEarly: (startWords: string) =>
    `A no-show can be marked only after the appointment's start (${startWords}).`,
  arrivalNotToday: (dayWords: string) =>
    `The patient can be marked arrived only on the day of the appointment (${dayWords}).`,
  reasonRequired: 'Please give a reason for cancelling; the patient will see it.',
  reasonLength: 'The reason must be at most 300 characters.',
  pendingByHand:
    'An appointment cannot be set back to pending; it is pending only until the clinic confirms it.',
  status: 'Please choose a status: CONFIRMED, ARRIVED, COMPLETED, NO_SHOW or CANCELLED',
  // Booking for a patient
  walkInNotToday:
    "A walk-in can only take one of today's slots that has not ended. For another day, book it as a caller.",
  slotEnded: 'That slot has already ended. Please choose a later one.',
  slotStarted: 'That slot has already started. Please choose a later one, or book it as a walk-in.',
  onLeave: (name: string) => `${name} is on leave at that time. Please choose another time.`,
  name: 'Please enter the patient’s name',
  nameLength: 'Name must be at most 60 characters',
  // Rescheduling
  rescheduleStatus: (status: AppointmentStatus) =>
    `Only a pending or confirmed appointment can be rescheduled; this one is ${STATUS_WORDS[status]}.`,
  rescheduleSame: 'The appointment is already at that time with that doctor.',
  // The queue
  doctorNotFound: 'Doctor not found',
  // Leave
  leaveDates: 'Please give the leave as dates YYYY-MM-DD, the first no later than the last.',
  leavePast: 'Leave can be added from today onwards.',
  leaveTooLong: 'Leave can be at most 366 days at a time.',
  leaveTimes: 'Please give both a start and an end time (HH:MM), the start before the end.',
  leaveTimesOneDay:
    'A time range of leave is for one day: the first and last dates must be the same.',
  leaveNotFound: 'That leave was not found; it may have been removed already.',
  date: 'Please give a date as YYYY-MM-DD, e.g. 2026-11-24',
  search:
    'Please enter a booking reference, a 10-digit phone number or at least 2 letters of a name.',
  doctorOnly: 'Only a doctor’s own account can read their day.',
} as const;

/** What the patient reads of each change on the manage page; never a staff member's name. */
export const CHANGE_NOTES = {
  booked: 'Booked online',
  bookedByClinic: 'Booked by the clinic',
  walkIn: 'Booked at the clinic desk and checked in',
  confirmed: 'Confirmed by the clinic',
  arrived: 'Checked in at the clinic',
  completed: 'Consultation completed',
  noShow: 'Marked as missed: you did not arrive for this appointment',
  cancelledByPatient: 'Cancelled by you',
  cancelledByClinic: (reason: string | null) =>
    reason ? `Cancelled by the clinic: ${reason}` : 'Cancelled by the clinic',
  rescheduled: (when: string, doctor: string | null) =>
    doctor ? `Rescheduled to ${when} with ${doctor}` : `Rescheduled to ${when}`,
} as const;

/** The queue's messages. */
export const QUEUE_MESSAGES = {
  nobodyWaiting: (doctor: string) => `Nobody is waiting for ${doctor} today.`,
  doctorSlug: 'Please give a doctor as in their page address, e.g. dr-rajesh-sharma',
} as const;

/** Why a booking's waiting messages were dropped, as staff read it on the message (lastError). */
export const DROPPED_MESSAGE_REASONS = {
  moved: 'The booking was moved; messages for its new time replace this one.',
  cancelled: 'The booking was cancelled.',
  closed: 'The patient arrived, or the appointment is over.',
} as const;
