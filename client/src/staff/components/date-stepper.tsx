import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { addDays, clinicDateKey } from '../lib/desk-time';

/** A date picker with previous / next and a way back to today (clinic dates). */
export function DateStepper({
  value,
  onChange,
  label,
  step = 1,
  texts,
}: {
  value: string;
  onChange: (date: string) => void;
  label: string;
  step?: number;
  texts: { previous: string; next: string; today: string };
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <IconButton aria-label={texts.previous} onClick={() => onChange(addDays(value, -step))}>
        <ChevronLeft />
      </IconButton>
      <TextField
        type="date"
        size="small"
        name="date"
        label={label}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label={texts.next} onClick={() => onChange(addDays(value, step))}>
        <ChevronRight />
      </IconButton>
      <Button onClick={() => onChange(clinicDateKey())}>{texts.today}</Button>
    </Stack>
  );
}
