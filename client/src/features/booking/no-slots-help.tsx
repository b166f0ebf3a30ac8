import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../lib/dates';
import type { SlotDay } from './api/slot-day';
import { bookingTexts } from './strings';

const texts = bookingTexts.slots;

const WEEKDAYS = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
];

/** "Tue, 24 Nov 2026" for a clinic date. */
const dateWords = (date: string) => formatDate(new Date(`${date}T12:00:00+05:30`));
const weekdayWords = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00+05:30`).getUTCDay()];

/** Why the doctor's date has no free slot, in the patient's words. */
export function noSlotsReason(day: SlotDay, doctor: string): string | undefined {
  const why = texts.why;
  switch (day.reason) {
    case 'PAST':
      return why.PAST;
    case 'BEYOND_HORIZON':
      return why.BEYOND_HORIZON(dateWords(day.lastBookableDate));
    case 'DAY_OFF':
      return why.DAY_OFF(doctor, dateWords(day.date));
    case 'NOT_WORKING':
      return why.NOT_WORKING(doctor, weekdayWords(day.date));
    case 'NOT_TAKING_BOOKINGS':
      return why.NOT_TAKING_BOOKINGS(doctor);
    case 'FULLY_BOOKED':
      return why.FULLY_BOOKED(doctor, dateWords(day.date));
    case 'NO_TIME_LEFT':
      return why.NO_TIME_LEFT;
    default:
      return undefined;
  }
}

interface NoSlotsHelpProps {
  day: SlotDay;
  doctorName: string;
  onDate: (date: string) => void;
  onDoctor: (doctorId: string) => void;
}

/** Says why a date has no free slot and offers the doctor's next free day or another doctor. */
export function NoSlotsHelp({ day, doctorName, onDate, onDoctor }: NoSlotsHelpProps) {
  const reason = noSlotsReason(day, doctorName);
  if (!reason) return null;
  const next = day.nextAvailableDate;
  return (
    <Alert severity="info" role="status" id="booking-no-slots">
      {reason}
      {(next || day.otherDoctors.length > 0) && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {next && (
            <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => onDate(next)}>
              {texts.nextFree(doctorName, dateWords(next))}
            </Button>
          )}
          {day.otherDoctors.map((other) => (
            <Button
              key={other.id}
              variant="outlined"
              sx={{ minHeight: 48 }}
              onClick={() => onDoctor(other.id)}
            >
              {texts.otherDoctor(other.name)}
            </Button>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
