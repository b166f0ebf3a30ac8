import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateStepper } from '../../components/date-stepper';
import { clinicDateKey, deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useDeskDay } from './api/desk-day';
import { StrandedNotice } from '../doctors/stranded-notice';
import { DoctorDay } from './doctor-day';
import { todayTexts as texts } from './strings';

/**
 * Every doctor's day: columns side by side on a wide screen, one list after another on a phone.
 * The date lives in the address (?date=), so a day can be reloaded or shared among the staff.
 */
export default function TodayPage() {
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : clinicDateKey();
  const { data, error, refetch } = useDeskDay(date);
  const days = data?.deskDay;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
          {date === clinicDateKey() ? texts.title : texts.titleFor(deskDate(date))}
        </Typography>
        <DateStepper
          value={date}
          label={texts.date}
          onChange={(next) => setParams(next === clinicDateKey() ? {} : { date: next })}
          texts={{ previous: texts.previousDay, next: texts.nextDay, today: texts.today }}
        />
      </Stack>
      {/* Bookings a doctor's new plan, day off or leave no longer holds: reception moves them. */}
      <StrandedNotice />
      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!days && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {days && days.length === 0 && <Typography>{texts.noDoctors}</Typography>}
      {days && days.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${days.length}, minmax(280px, 1fr))` },
            overflowX: { md: 'auto' },
            alignItems: 'start',
          }}
        >
          {days.map((day) => (
            <DoctorDay key={day.doctor.id} day={day} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
