import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffSession } from '../../auth/session';
import { errorMessage } from '../../lib/staff-errors';
import { staffDoctorPath } from '../../staff-paths';
import { useDoctorProfiles } from './api/doctor-profiles';
import { StrandedNotice } from './stranded-notice';
import { doctorTexts as texts } from './strings';

/** Every doctor, unavailable ones too; the admin adds and opens them, reception reads. */
export default function DoctorsPage() {
  const { me } = useStaffSession();
  const { data, loading, error } = useDoctorProfiles();
  const doctors = data?.doctorProfiles ?? [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
          {texts.title}
        </Typography>
        {me.role === 'ADMIN' && (
          <Button component={RouterLink} to={staffDoctorPath('new')} variant="contained">
            {texts.add}
          </Button>
        )}
      </Stack>
      <StrandedNotice />
      {error && !data && <Alert severity="error">{errorMessage(error, texts.loadFailed)}</Alert>}
      {loading && !data && <Skeleton variant="rounded" height={120} />}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {doctors.map((doctor) => (
          <Paper
            key={doctor.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <Avatar src={doctor.image ?? '/images/doctors/default.svg'} alt="" />
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={staffDoctorPath(doctor.id)} sx={{ fontWeight: 600 }}>
                {doctor.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {doctor.specialization}
                {doctor.workingPlan.length === 0 && ` · ${texts.noPlan}`}
              </Typography>
            </Stack>
            <Chip
              size="small"
              color={doctor.isAvailable ? 'success' : 'default'}
              label={doctor.isAvailable ? texts.available : texts.unavailable}
            />
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
