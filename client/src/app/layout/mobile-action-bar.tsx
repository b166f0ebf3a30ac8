import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { paths } from '../../config/paths';
import { useClinic } from '../../lib/clinic-profile';
import { telHref, whatsappHref } from '../../lib/phone';
import { useLingui } from '@lingui/react';

// Three buttons share 360 px: each icon sits above its label, as in a tab bar, so every label
// fits its button whole.
const buttonSx = {
  flex: 1,
  flexDirection: 'column',
  px: 0.5,
  fontSize: '0.875rem',
  lineHeight: 1.2,
} as const;

/** Call, WhatsApp and Book within thumb reach on small screens. */
export function MobileActionBar() {
  const { data } = useClinic();
  const { _ } = useLingui();
  const clinic = data?.clinic;
  const phone = clinic?.phones[0]?.number;
  return (
    <Paper
      component="nav"
      aria-label={_('actionBar.label')}
      elevation={8}
      square
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        gap: 1,
        p: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom))',
      }}
    >
      {phone && (
        <Button href={telHref(phone)} variant="outlined" sx={buttonSx}>
          <LocalPhoneIcon />
          {_('actionBar.call')}
        </Button>
      )}
      {clinic && (
        <Button
          href={whatsappHref(clinic.whatsapp, _('whatsappGreeting'))}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          color="success"
          sx={buttonSx}
        >
          <WhatsAppIcon />
          {_('actionBar.whatsapp')}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={paths.booking}
        variant="contained"
        color="secondary"
        sx={buttonSx}
      >
        <CalendarMonthIcon />
        {_('actionBar.book')}
      </Button>
    </Paper>
  );
}
