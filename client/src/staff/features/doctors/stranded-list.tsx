import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppointmentActions } from '../../components/appointment-actions';
import { AppointmentCard } from '../../components/appointment-card';
import { deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { clinicDateKey } from '../../../lib/dates';
import { useStrandedAppointments } from './api/stranded-appointments';
import { doctorTexts as texts } from './strings';

/**
 * Bookings their doctor's time no longer holds, with the desk's own actions (reschedule through
 * the reschedule dialog, cancel with a reason); one doctor's or everyone's.
 */
export function StrandedList({ doctorId }: { doctorId?: string }) {
  const { data, loading, error, refetch } = useStrandedAppointments(doctorId);
  const stranded = data?.strandedAppointments ?? [];
  if (error && !data)
    return <Alert severity="error">{errorMessage(error, texts.strandedFailed)}</Alert>;
  if (loading && !data) return null;
  if (stranded.length === 0) return <Typography>{texts.strandedNone}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={texts.strandedTitle}>
      {stranded.map((appointment) => (
        <Stack key={appointment.id} component="li" sx={{ listStyle: 'none' }} spacing={0.5}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {deskDate(clinicDateKey(new Date(appointment.startsAt)))} · {appointment.doctor.name}
          </Typography>
          <Stack component="ul" sx={{ p: 0, m: 0 }}>
            <AppointmentCard
              appointment={appointment}
              actions={
                <AppointmentActions appointment={appointment} onChanged={() => void refetch()} />
              }
            />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
