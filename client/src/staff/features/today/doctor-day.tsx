import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppointmentActions } from '../../components/appointment-actions';
import { AppointmentMessages } from '../../components/appointment-messages';
import { AppointmentCard } from '../../components/appointment-card';
import type { DeskDoctorDay } from './api/desk-day';
import { DayCounts } from './day-counts';
import { todayTexts as texts } from './strings';

/** One doctor's day as a time line: their bookings in order, each with its actions. */
export function DoctorDay({ day }: { day: DeskDoctorDay }) {
  const headingId = `doctor-day-${day.doctor.id}`;
  const appointments = [...day.appointments]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((appointment) => ({ ...appointment, doctor: day.doctor }));
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 1.5, bgcolor: 'grey.50', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {day.doctor.name}
        </Typography>
        {day.onLeave && <Chip size="small" color="warning" label={texts.onLeave} />}
      </Stack>
      <DayCounts counts={day.counts} />
      {appointments.length === 0 ? (
        <Typography sx={{ mt: 1.5 }} color="text.secondary">
          {texts.noBookings}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, mt: 1.5, mb: 0 }}>
          {appointments.map((appointment) => (
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
  );
}
