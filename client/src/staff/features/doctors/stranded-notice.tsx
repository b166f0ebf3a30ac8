import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { staffPaths } from '../../staff-paths';
import { useStrandedAppointments } from './api/stranded-appointments';
import { doctorTexts as texts } from './strings';

/** "3 bookings need rescheduling", linking to the list; nothing when none does. */
export function StrandedNotice({ doctorId }: { doctorId?: string }) {
  const count = useStrandedAppointments(doctorId).data?.strandedAppointments.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={staffPaths.stranded} color="inherit" size="small">
          {texts.strandedTitle}
        </Button>
      }
    >
      {texts.stranded(count)}
    </Alert>
  );
}
