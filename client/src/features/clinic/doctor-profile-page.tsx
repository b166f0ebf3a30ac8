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
import { clinicDateKey } from '../../lib/dates';
import { loadCatalogue, useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatDateIn, formatMoneyIn } from '../../lib/i18n/formats';
import { useMetaDescription, useNotFoundStatus } from '../../lib/page-head';
import { useAdoptedWithoutData } from '../../ssr/use-adopted-without-data';
import { useDoctor, type DoctorProfile } from './api/doctor';
import { DoctorAvatar } from './doctor-avatar';
import { clinicCatalogue } from './catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { useContentLang } from './content-lang';
import { workingHoursRows } from './working-hours';

// The page's words start loading with its code, not after it first renders.
void loadCatalogue(clinicCatalogue, browserLocale());

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

/** A day off (YYYY-MM-DD) at noon in clinic time, so it names the same date everywhere. */
const clinicNoon = (date: string) => new Date(Date.parse(date) + 6.5 * 3_600_000);

function upcomingDaysOff(daysOff: readonly string[]): string[] {
  const today = clinicDateKey();
  return daysOff.filter((d) => d >= today).slice(0, 5);
}

function Profile({ doctor }: { doctor: DoctorProfile }) {
  const { i18n, _ } = useCatalogue(clinicCatalogue);
  const locale = useLocale();
  const langOf = useContentLang(doctor.inEnglish);
  const rows = workingHoursRows(doctor.workingPlan, i18n);
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
          <Typography color="primary.dark" sx={{ fontWeight: 600 }} lang={langOf('specialization')}>
            {doctor.specialization}
          </Typography>
          <Typography lang={langOf('qualification')}>{doctor.qualification}</Typography>
          {/* India's telemedicine rules ask a doctor's registration to be shown. */}
          {doctor.registrationNumber && (
            <Typography data-testid="registration-number">
              {_('clinic.doctor.registration', { number: doctor.registrationNumber })}
            </Typography>
          )}
          <Typography color="text.secondary">
            {_('clinic.card.experience', { years: doctor.experienceYears })}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {_('clinic.doctor.fee')}:{' '}
            <strong>{formatMoneyIn(locale, doctor.consultationFee)}</strong>
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
            {_('clinic.card.book')}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">{_('clinic.doctor.busy')}</Alert>
      )}
      <Paper variant="outlined" component="section" sx={{ p: 3 }} aria-labelledby="hours-heading">
        <Typography id="hours-heading" component="h2" variant="h3" gutterBottom>
          {_('clinic.doctor.hours')}
        </Typography>
        {rows.length === 0 ? (
          <Typography>{_('clinic.doctor.noHours')}</Typography>
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
            {_('clinic.doctor.daysOff')}:{' '}
            {daysOff.map((d) => formatDateIn(locale, clinicNoon(d))).join('; ')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {_('clinic.doctor.hoursNote')}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="about-heading" sx={{ maxWidth: '70ch' }}>
        <Typography id="about-heading" component="h2" variant="h3" gutterBottom>
          {_('clinic.doctor.about')}
        </Typography>
        <Typography lang={langOf('bio')}>{doctor.bio}</Typography>
      </Box>
      <Box component="section" aria-labelledby="expertise-heading">
        <Typography id="expertise-heading" component="h2" variant="h3" gutterBottom>
          {_('clinic.doctor.expertise')}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          lang={langOf('expertise')}
        >
          {doctor.expertise.map((tag) => (
            <Chip key={tag} label={tag} variant="outlined" />
          ))}
        </Stack>
        {doctor.languages.length > 0 && (
          <Typography sx={{ mt: 2 }}>
            {_('clinic.doctor.languages')}:{' '}
            <span lang={langOf('languages')}>{doctor.languages.join(', ')}</span>
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** The profile's meta description, from the doctor's name and field in the page's language. */
function DoctorDescription({ doctor }: { doctor: DoctorProfile }) {
  const { _ } = useCatalogue(clinicCatalogue);
  useMetaDescription(
    _('clinic.doctor.description', { name: doctor.name, specialization: doctor.specialization }),
  );
  return null;
}

export function DoctorProfilePage() {
  const { _ } = useCatalogue(clinicCatalogue);
  const { doctorId = '' } = useParams();
  const { data, loading, error, refetch } = useDoctor(doctorId);
  useNotFoundStatus(!loading && isNotFound(error));
  const doctor = data?.doctor;
  const adoptedWithoutDoctor = useAdoptedWithoutData(Boolean(doctor), loading);
  const langOf = useContentLang(doctor?.inEnglish ?? []);

  if (doctor) {
    return (
      <PageContainer>
        <Box lang={langOf('name')}>
          <PageHeader title={doctor.name} />
        </Box>
        <DoctorDescription doctor={doctor} />
        <Profile doctor={doctor} />
      </PageContainer>
    );
  }
  if (loading && !adoptedWithoutDoctor) {
    return (
      <PageContainer>
        <PageHeader title={_('clinic.doctor.title')} intro={_('clinic.doctor.loading')} />
        <Skeleton variant="rounded" height={240} />
      </PageContainer>
    );
  }
  const notFound = isNotFound(error) || !error;
  return (
    <PageContainer>
      <PageHeader title={notFound ? _('clinic.doctor.notFoundTitle') : _('clinic.doctor.title')} />
      <Alert
        severity={notFound ? 'info' : 'error'}
        action={
          notFound ? undefined : (
            <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
              {_('clinic.section.tryAgain')}
            </Button>
          )
        }
      >
        {notFound ? _('clinic.doctor.notFound') : _('clinic.doctor.failed')}
      </Alert>
      <Button component={RouterLink} to={paths.doctors} variant="outlined" sx={{ mt: 2 }}>
        {_('clinic.doctor.allDoctors')}
      </Button>
    </PageContainer>
  );
}
