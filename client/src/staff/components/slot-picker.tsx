import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFreeSlots } from '../api/free-slots';
import { deskTime } from '../lib/desk-time';
import { appointmentTexts as texts } from './appointment-texts';

/** The doctor's free slots on a date (the public rules), as a chooser of start instants. */
export function SlotPicker({
  doctorId,
  date,
  value,
  onChange,
  error,
}: {
  doctorId: string;
  date: string;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const { slots, loading, error: loadError } = useFreeSlots(doctorId, date);
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  const helper = loading
    ? texts.loadingSlots
    : doctorId && date && slots.length === 0
      ? texts.noFreeSlots
      : error;
  return (
    <TextField
      select
      fullWidth
      name="startsAt"
      label={texts.slot}
      value={value}
      disabled={loading || slots.length === 0}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error) && !loading}
      helperText={helper}
    >
      {slots.map((slot) => (
        <MenuItem key={slot.time} value={new Date(slot.time).toISOString()}>
          {deskTime(slot.time)}
        </MenuItem>
      ))}
    </TextField>
  );
}
