import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { paths } from '../../../config/paths';
import { formatPhone, telHref, whatsappHref } from '../../../lib/phone';
import { useContentClinic } from '../use-content-clinic';
import { useCatalogue } from '../../../lib/i18n/catalogue';
import { homeCatalogue } from './catalogue';

export function CallToAction() {
  const { phone, whatsapp } = useContentClinic();
  const { _ } = useCatalogue(homeCatalogue);
  return (
    <Paper
      component="section"
      aria-labelledby="call-to-action"
      elevation={0}
      sx={{ mt: 6, p: { xs: 3, md: 4 }, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Typography id="call-to-action" component="h2" variant="h2" gutterBottom>
        {_('home.ctaTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{_('home.ctaText')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {phone && (
          <Button
            href={telHref(phone)}
            variant="contained"
            color="inherit"
            startIcon={<LocalPhoneIcon />}
            sx={{ color: 'primary.dark', bgcolor: 'common.white' }}
          >
            {_('home.call', { phone: formatPhone(phone) })}
          </Button>
        )}
        {whatsapp && (
          <Button
            href={whatsappHref(whatsapp, _('home.whatsappGreeting'))}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="inherit"
            startIcon={<WhatsAppIcon />}
            sx={{ color: 'primary.dark', bgcolor: 'common.white' }}
          >
            {_('home.whatsapp')}
          </Button>
        )}
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {_('home.bookOnline')}
        </Button>
      </Stack>
    </Paper>
  );
}
