import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SlotDay } from './api/slot-day';
import { clinicNoon } from './clinic-time';
import { useBookingWords, type BookingWords } from './words';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const weekdayOf = (date: string) => WEEKDAYS[clinicNoon(date).getUTCDay()];

/** Why the doctor's date has no free slot, in the patient's words. */
export function noSlotsReason(
  { _, dateWords }: Pick<BookingWords, '_' | 'dateWords'>,
  day: SlotDay,
  doctor: string,
): string | undefined {
  switch (day.reason) {
    case 'PAST':
      return _('booking.why.PAST');
    case 'BEYOND_HORIZON':
      return _('booking.why.BEYOND_HORIZON', { last: dateWords(day.lastBookableDate) });
    case 'DAY_OFF':
      return _('booking.why.DAY_OFF', { doctor, date: dateWords(day.date) });
    case 'NOT_WORKING':
      return _('booking.why.NOT_WORKING', {
        doctor,
        weekday: _(`booking.weekdays.${weekdayOf(day.date)}`),
      });
    case 'NOT_TAKING_BOOKINGS':
      return _('booking.why.NOT_TAKING_BOOKINGS', { doctor });
    case 'FULLY_BOOKED':
      return _('booking.why.FULLY_BOOKED', { doctor, date: dateWords(day.date) });
    case 'NO_TIME_LEFT':
      return _('booking.why.NO_TIME_LEFT');
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
  const words = useBookingWords();
  const { _, dateWords } = words;
  const reason = noSlotsReason(words, day, doctorName);
  if (!reason) return null;
  const next = day.nextAvailableDate;
  return (
    <Alert severity="info" role="status" id="booking-no-slots">
      {reason}
      {(next || day.otherDoctors.length > 0) && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {next && (
            <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => onDate(next)}>
              {_('booking.slots.nextFree', { doctor: doctorName, date: dateWords(next) })}
            </Button>
          )}
          {day.otherDoctors.map((other) => (
            <Button
              key={other.id}
              variant="outlined"
              sx={{ minHeight: 48 }}
              onClick={() => onDoctor(other.id)}
            >
              {_('booking.slots.otherDoctor', { doctor: other.name })}
            </Button>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
