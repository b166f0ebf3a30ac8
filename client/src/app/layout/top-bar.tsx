import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useClinic } from '../../lib/clinic-profile';
import { useContentLang } from '../../lib/i18n/content-lang';
import { todaysHours } from '../../lib/opening-hours';
import { formatPhone, telHref } from '../../lib/phone';
import { useLingui } from '@lingui/react';
import { useHoursText } from '../../lib/i18n/opening-hours-words';
import { TextPlaceholder } from '../../components/text-placeholder';

/** Thin bar above the header: main phone, locality and today's hours, from the clinic profile. */
export function TopBar() {
  const { data, loading } = useClinic();
  const { _ } = useLingui();
  const hoursText = useHoursText();
  const clinic = data?.clinic;
  const lang = useContentLang(clinic?.inEnglish);
  const phone = clinic?.phones[0]?.number;
  // Without the profile there is nothing true to show; the footer offers the retry.
  if (!clinic && !loading) return null;

  return (
    <Box
      component="section"
      aria-label={_('topBar.label')}
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: '0.875rem' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction="row"
          spacing={2}
          sx={{ minHeight: 36, alignItems: 'center', justifyContent: 'space-between' }}
        >
          {loading && !clinic ? (
            <TextPlaceholder width={220} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
          ) : clinic ? (
            <>
              {phone && (
                <Link
                  href={telHref(phone)}
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5 }}
                >
                  <LocalPhoneIcon fontSize="small" aria-hidden />
                  {formatPhone(phone)}
                </Link>
              )}
              <Typography
                variant="body2"
                sx={{ display: { xs: 'none', md: 'inline-flex' }, alignItems: 'center', gap: 0.5 }}
              >
                <PlaceIcon fontSize="small" aria-hidden />
                <span lang={lang('locality', 'region')}>
                  {clinic.locality}, {clinic.region}
                </span>
              </Typography>
              <Typography
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <ScheduleIcon fontSize="small" aria-hidden />
                {_('topBar.today', { hours: hoursText(todaysHours(clinic.hours)) })}
              </Typography>
            </>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
