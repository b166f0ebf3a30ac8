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
import { homeTexts as texts } from './strings';

export function CallToAction() {
  const { phone, whatsapp } = useContentClinic();
  return (
    <Paper
      component="section"
      aria-labelledby="call-to-action"
      elevation={0}
      sx={{ mt: 6, p: { xs: 3, md: 4 }, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Typography id="call-to-action" component="h2" variant="h2" gutterBottom>
        {texts.ctaTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.ctaText}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {phone && (
          <Button
            href={telHref(phone)}
            variant="contained"
            color="inherit"
            startIcon={<LocalPhoneIcon />}
            sx={{ color: 'primary.dark', bgcolor: 'common.white' }}
          >
            {texts.call(formatPhone(phone))}
          </Button>
        )}
        {whatsapp && (
          <Button
            href={whatsappHref(whatsapp, texts.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="inherit"
            startIcon={<WhatsAppIcon />}
            sx={{ color: 'primary.dark', bgcolor: 'common.white' }}
          >
            {texts.whatsapp}
          </Button>
        )}
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {texts.bookOnline}
        </Button>
      </Stack>
    </Paper>
  );
}
