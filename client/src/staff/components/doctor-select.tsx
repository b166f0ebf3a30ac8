import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DeskDoctorOption } from '../api/desk-doctors';

/** A doctor chooser; `value` is the doctor's id ('' for none yet). */
export function DoctorSelect({
  doctors,
  value,
  onChange,
  label,
  name = 'doctorId',
  error,
}: {
  doctors: readonly DeskDoctorOption[];
  value: string;
  onChange: (doctorId: string) => void;
  label: string;
  name?: string;
  error?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {doctors.map((doctor) => (
        <MenuItem key={doctor.id} value={doctor.id}>
          {doctor.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
