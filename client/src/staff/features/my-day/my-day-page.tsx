import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppointmentCard } from '../../components/appointment-card';
import { DateStepper } from '../../components/date-stepper';
import { clinicDateKey } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useMyDay } from './api/my-day';
import { myDayTexts as texts } from './strings';

/** The doctor's bookings with the symptoms patients wrote: read only. */
export default function MyDayPage() {
  const [date, setDate] = useState(clinicDateKey());
  const { data, error } = useMyDay(date);
  const entries = data?.myDay;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <DateStepper
        value={date}
        onChange={setDate}
        label={texts.date}
        texts={{ previous: texts.previousDay, next: texts.nextDay, today: texts.today }}
      />
      {error && <Alert severity="error">{errorMessage(error, texts.failed)}</Alert>}
      {!entries && !error && <Skeleton variant="rounded" height={120} aria-label={texts.loading} />}
      {entries?.length === 0 && <Typography>{texts.none}</Typography>}
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
        {entries?.map(({ appointment, symptoms }) => (
          <AppointmentCard
            key={appointment.id}
            appointment={appointment}
            extra={
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                <strong>{texts.symptoms}:</strong> {symptoms || texts.noSymptoms}
              </Typography>
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
