import {
  bookingSchema,
  emptyBooking,
  isComplete,
  splitName,
  toBookingInput,
} from './booking-form-schema';
import { appointmentWords, clinicToday } from './clinic-time';
import { calendarFile } from './calendar-file';
import { i18nFor } from '../../lib/i18n/catalogue';

const en = i18nFor('en')._.bind(i18nFor('en'));
const hi = i18nFor('hi')._.bind(i18nFor('hi'));

const filled = {
  ...emptyBooking,
  name: 'Ramesh Kumar Gupta',
  phone: '9876543210',
  specialty: 'Proctology',
  doctor: '3',
  mode: 'VIDEO',
  date: '2026-11-24',
  time: '10:00',
};
// Monday 23 Nov 2026, 22:00 UTC: already Tuesday 24 Nov in the clinic.
const now = () => new Date('2026-11-23T22:00:00Z');

describe('booking form rules', () => {
  it('splits the full name at the first space; one name gets a single-space last name', () => {
    expect(splitName('  Ramesh  Kumar Gupta ')).toEqual({
      firstName: 'Ramesh',
      lastName: 'Kumar Gupta',
    });
    expect(splitName('Asha')).toEqual({ firstName: 'Asha', lastName: ' ' });
  });

  it('builds the server input in clinic time, in the language of the page', () => {
    expect(toBookingInput({ ...filled, email: ' ', symptoms: '' }, 'key-12345678', 'HI')).toEqual({
      doctorId: '3',
      mode: 'VIDEO',
      scheduledAt: '2026-11-24T10:00:00+05:30',
      symptoms: null,
      patientInfo: {
        firstName: 'Ramesh',
        lastName: 'Kumar Gupta',
        email: null,
        phone: '9876543210',
      },
      idempotencyKey: 'key-12345678',
      language: 'HI',
    });
  });

  it('is complete only with name, phone, specialty, doctor, mode, date and time', () => {
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, mode: '' })).toBe(false);
    expect(isComplete({ ...filled, time: '' })).toBe(false);
    expect(isComplete({ ...filled, name: '  ' })).toBe(false);
  });

  it.each([
    ['phone', '98765', 'Please enter a valid 10-digit phone number'],
    ['email', 'asha@', 'Please enter a valid email address'],
    ['time', '10.00', 'Invalid time format'],
    ['date', '2026-11-23', 'Please choose today or a later date'],
    ['symptoms', 'x'.repeat(1001), 'Symptoms / notes must be at most 1,000 characters'],
    ['name', 'x'.repeat(61), 'Name must be at most 60 characters'],
  ])('refuses a bad %s with the message the server uses', async (field, value, message) => {
    await expect(
      bookingSchema(en, now).validateAt(field, { ...filled, [field]: value }),
    ).rejects.toThrow(message);
  });

  it('refuses in Hindi on a Hindi page', async () => {
    await expect(
      bookingSchema(hi, now).validateAt('name', { ...filled, name: ' ' }),
    ).rejects.toThrow('कृपया अपना पूरा नाम लिखें');
    await expect(
      bookingSchema(hi, now).validateAt('phone', { ...filled, phone: '98765' }),
    ).rejects.toThrow('कृपया 10 अंकों का सही फ़ोन नंबर लिखें');
  });

  it("takes the clinic's today as the earliest date", async () => {
    expect(clinicToday(now())).toBe('2026-11-24');
    await expect(bookingSchema(en, now).validate(filled)).resolves.toBeTruthy();
  });

  it('writes appointment times in words, clinic time', () => {
    expect(appointmentWords('2026-11-24T05:00:00Z')).toBe('Tue, 24 Nov 2026, 10:30 am');
  });

  it('makes a calendar file that never names the complaint', () => {
    const ics = calendarFile(
      {
        uid: 'APT-7K3Q9@clinic',
        start: new Date('2026-11-24T05:00:00Z'),
        end: new Date('2026-11-24T06:00:00Z'),
        title: 'Appointment with Dr. Rajesh Sharma',
        description: 'Booking reference APT-7K3Q9',
      },
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261124T050000Z\r\n');
    expect(ics).toContain('SUMMARY:Appointment with Dr. Rajesh Sharma\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });
});
