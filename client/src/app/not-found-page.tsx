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
import { ADDRESS_FIELDS, useContentLang } from '../lib/i18n/content-lang';
import { useLocale } from '../lib/i18n/catalogue';
import { Trans, useLingui } from '@lingui/react';

function ClinicBlock() {
  const { data, loading } = useClinic();
  const { _ } = useLingui();
  const clinic = data?.clinic;
  const lang = useContentLang(clinic?.inEnglish);
  const contentLang = useLocale() === 'en' ? undefined : 'en';
  if (!clinic) return loading ? <Skeleton variant="rounded" height={120} /> : null;
  const phone = clinic.phones[0]?.number;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 3 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        {_('notFound.clinicHeading')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} lang={lang('name')}>
        {clinic.name}
      </Typography>
      <Typography color="text.secondary" gutterBottom lang={lang('tagline')}>
        {clinic.tagline}
      </Typography>
      <Typography>
        <Trans
          id="notFound.specialities"
          values={{
            // The conditions' names in the site's frame are English (marked so on other pages).
            conditions: (
              <span lang={contentLang}>
                {conditions.map((condition) => condition.shortName).join(', ')}
              </span>
            ),
          }}
        />
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
        <Typography lang={lang(...ADDRESS_FIELDS)}>{formatAddress(clinic)}</Typography>
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
  const { _ } = useLingui();
  return (
    <PageContainer>
      <PageHeader
        title={_('notFound.title')}
        intro={
          <>
            {_('notFound.missing')}{' '}
            <Box component="code" sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
              {pathname}
            </Box>{' '}
            {_('notFound.help')}
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {_('notFound.home')}
        </Button>
        <Button component={RouterLink} to={paths.diseases} variant="outlined">
          {_('notFound.conditions')}
        </Button>
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {_('notFound.booking')}
        </Button>
      </Stack>
      <ClinicBlock />
    </PageContainer>
  );
}
