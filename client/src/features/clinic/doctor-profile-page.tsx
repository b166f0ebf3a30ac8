import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { clinicDateKey, formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useNotFoundStatus } from '../../lib/page-head';
import { useAdoptedWithoutData } from '../../ssr/use-adopted-without-data';
import { useDoctor, type DoctorProfile } from './api/doctor';
import { DoctorAvatar } from './doctor-avatar';
import { clinicTexts, doctorsSectionTexts } from './strings';
import { workingHoursRows } from './working-hours';

const texts = clinicTexts.doctor;

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

function upcomingDaysOff(daysOff: readonly string[]): string[] {
  const today = clinicDateKey();
  return daysOff.filter((d) => d >= today).slice(0, 5);
}

function Profile({ doctor }: { doctor: DoctorProfile }) {
  const rows = workingHoursRows(doctor.workingPlan);
  const daysOff = upcomingDaysOff(doctor.daysOff);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <DoctorAvatar name={doctor.name} image={doctor.image} size={120} />
        <Box>
          <Typography color="primary.dark" sx={{ fontWeight: 600 }}>
            {doctor.specialization}
          </Typography>
          <Typography>{doctor.qualification}</Typography>
          <Typography color="text.secondary">
            {doctorsSectionTexts.card.experience(doctor.experienceYears)}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {texts.fee}: <strong>{formatMoney(doctor.consultationFee)}</strong>
          </Typography>
        </Box>
      </Stack>
      {doctor.isAvailable ? (
        <Box>
          <Button
            component={RouterLink}
            to={paths.bookingWithDoctor(doctor.id)}
            variant="contained"
            color="secondary"
            size="large"
          >
            {doctorsSectionTexts.card.book}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">{texts.busy}</Alert>
      )}
      <Paper variant="outlined" component="section" sx={{ p: 3 }} aria-labelledby="hours-heading">
        <Typography id="hours-heading" component="h2" variant="h3" gutterBottom>
          {texts.hours}
        </Typography>
        {rows.length === 0 ? (
          <Typography>{texts.noHours}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            {rows.map((row) => (
              <Box key={row.days} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.5 }}>
                <Typography component="dt" sx={{ fontWeight: 600, minWidth: 96 }}>
                  {row.days}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {row.hours}
                  {row.breaks.length > 0 && ` (${row.breaks.join(', ')})`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {daysOff.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            {texts.daysOff}:{' '}
            {daysOff.map((d) => formatDate(new Date(`${d}T12:00:00+05:30`))).join('; ')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {texts.hoursNote}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="about-heading" sx={{ maxWidth: '70ch' }}>
        <Typography id="about-heading" component="h2" variant="h3" gutterBottom>
          {texts.about}
        </Typography>
        <Typography>{doctor.bio}</Typography>
      </Box>
      <Box component="section" aria-labelledby="expertise-heading">
        <Typography id="expertise-heading" component="h2" variant="h3" gutterBottom>
          {texts.expertise}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {doctor.expertise.map((tag) => (
            <Chip key={tag} label={tag} variant="outlined" />
          ))}
        </Stack>
        {doctor.languages.length > 0 && (
          <Typography sx={{ mt: 2 }}>
            {texts.languages}: {doctor.languages.join(', ')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

export function DoctorProfilePage() {
  const { doctorId = '' } = useParams();
  const { data, loading, error, refetch } = useDoctor(doctorId);
  useNotFoundStatus(!loading && isNotFound(error));
  const doctor = data?.doctor;
  const adoptedWithoutDoctor = useAdoptedWithoutData(Boolean(doctor), loading);

  if (doctor) {
    return (
      <PageContainer>
        <PageHeader title={doctor.name} />
        <Profile doctor={doctor} />
      </PageContainer>
    );
  }
  if (loading && !adoptedWithoutDoctor) {
    return (
      <PageContainer>
        <PageHeader title={texts.title} intro={texts.loading} />
        <Skeleton variant="rounded" height={240} />
      </PageContainer>
    );
  }
  const notFound = isNotFound(error) || !error;
  return (
    <PageContainer>
      <PageHeader title={notFound ? texts.notFoundTitle : texts.title} />
      <Alert
        severity={notFound ? 'info' : 'error'}
        action={
          notFound ? undefined : (
            <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
              {doctorsSectionTexts.tryAgain}
            </Button>
          )
        }
      >
        {notFound ? texts.notFound : texts.failed}
      </Alert>
      <Button component={RouterLink} to={paths.doctors} variant="outlined" sx={{ mt: 2 }}>
        {texts.allDoctors}
      </Button>
    </PageContainer>
  );
}
