import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeskDoctors } from '../../api/desk-doctors';
import { AppointmentActions } from '../../components/appointment-actions';
import { AppointmentMessages } from '../../components/appointment-messages';
import { AppointmentCard } from '../../components/appointment-card';
import { DateStepper } from '../../components/date-stepper';
import { DoctorSelect } from '../../components/doctor-select';
import { clinicDateKey, deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useDeskWeek } from './api/desk-week';
import { weekTexts as texts } from './strings';

/** One doctor's Monday to Sunday: each day's bookings and free slots. */
export default function WeekPage() {
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [chosen, setChosen] = useState('');
  const [weekOf, setWeekOf] = useState(clinicDateKey());
  const doctorId = chosen || doctors[0]?.id || '';
  const { data, error } = useDeskWeek(doctorId, weekOf);

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ minWidth: 260 }}>
          <DoctorSelect
            doctors={doctors}
            value={doctorId}
            onChange={setChosen}
            label={texts.doctor}
          />
        </Box>
        <DateStepper
          value={weekOf}
          onChange={setWeekOf}
          step={7}
          label={texts.weekOf}
          texts={{ previous: texts.previousWeek, next: texts.nextWeek, today: texts.thisWeek }}
        />
      </Stack>
      {error && <Alert severity="error">{errorMessage(error, texts.failed)}</Alert>}
      {!data && !error && doctorId && (
        <Skeleton variant="rounded" height={160} aria-label={texts.loading} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(180px, 1fr))' },
          overflowX: { md: 'auto' },
          alignItems: 'start',
        }}
      >
        {data?.deskWeek.map((day) => (
          <Paper
            key={day.date}
            component="section"
            variant="outlined"
            aria-label={deskDate(day.date)}
            sx={{ p: 1, minWidth: 0 }}
          >
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {deskDate(day.date)}
            </Typography>
            {day.onLeave && <Chip size="small" color="warning" label={texts.onLeave} />}
            <Typography variant="body2" color="text.secondary">
              {texts.summary(day.counts.booked, day.counts.freeSlots)}
            </Typography>
            {day.appointments.length === 0 ? (
              <Typography variant="body2">{texts.noBookings}</Typography>
            ) : (
              <Stack component="ol" spacing={1} sx={{ p: 0, mt: 1, mb: 0 }}>
                {day.appointments.map((appointment) => (
                  <AppointmentCard
                    key={appointment.id}
                    appointment={appointment}
                    actions={
                      <>
                        <AppointmentActions appointment={appointment} />
                        <AppointmentMessages reference={appointment.reference} />
                      </>
                    }
                  />
                ))}
              </Stack>
            )}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
