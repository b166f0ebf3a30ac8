import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../components/page-container';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { formatAddress, useClinic } from '../lib/clinic-profile';
import { useNotFoundStatus } from '../lib/page-head';
import { conditions } from '../features/content/conditions';
import { formatPhone, telHref } from '../lib/phone';
import { notFoundTexts as texts } from './not-found-texts';

function ClinicBlock() {
  const { data, loading } = useClinic();
  const clinic = data?.clinic;
  if (!clinic) return loading ? <Skeleton variant="rounded" height={120} /> : null;
  const phone = clinic.phones[0]?.number;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        {texts.clinicHeading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{clinic.name}</Typography>
      <Typography color="text.secondary" gutterBottom>
        {clinic.tagline}
      </Typography>
      <Typography>
        {texts.specialities}: {conditions.map((condition) => condition.shortName).join(', ')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
        <Typography>{formatAddress(clinic)}</Typography>
        {phone && (
          <Link href={telHref(phone)} sx={{ display: 'inline-block', py: 1 }}>
            {formatPhone(phone)}
          </Link>
        )}
      </Box>
    </Paper>
  );
}

/** A real "Page not found" (decisions.md) with a way back and the clinic's details. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useNotFoundStatus();
  return (
    <PageContainer>
      <PageHeader
        title={texts.title}
        intro={
          <>
            {texts.missing}{' '}
            <Box component="code" sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
              {pathname}
            </Box>
            . {texts.help}
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {texts.home}
        </Button>
        <Button component={RouterLink} to={paths.diseases} variant="outlined">
          {texts.conditions}
        </Button>
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {texts.booking}
        </Button>
      </Stack>
      <ClinicBlock />
    </PageContainer>
  );
}
