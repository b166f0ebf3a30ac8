import { useId } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import { paths } from '../../config/paths';
import { formatPhone, telHref } from '../../lib/phone';
import { useLingui } from '@lingui/react';
import { LanguageSwitch } from './language-switch';
import { navItems, type NavItem } from './nav-items';

// The phone has no header row: its menu also lists the pages the desktop reaches by its icons and
// the footer, in the footer's words.
const menuItems: readonly NavItem[] = [
  ...navItems,
  { to: paths.doctors, label: 'footer.doctors', end: false },
  { to: paths.orders, label: 'footer.orders', end: false },
  { to: paths.faq, label: 'footer.faq', end: false },
];

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  emergencyPhone?: string;
}

/** Slide-in menu below the md breakpoint. MUI's Drawer traps focus and closes on Escape. */
export function MobileMenu({ id, open, onClose, emergencyPhone }: MobileMenuProps) {
  const titleId = useId();
  const { _ } = useLingui();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(85vw, 320px)' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ pl: 1 }}>
          {_('menu.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={_('menu.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label={_('nav.label')}>
        <List>
          {menuItems.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onClose}
                sx={{
                  '&.active': {
                    color: 'primary.main',
                    fontWeight: 700,
                    borderLeft: '4px solid',
                    borderColor: 'primary.main',
                  },
                }}
              >
                {_(item.label)}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Button
          component={RouterLink}
          to={paths.booking}
          onClick={onClose}
          variant="contained"
          color="secondary"
          fullWidth
        >
          {_('book')}
        </Button>
        <LanguageSwitch sx={{ justifyContent: 'center', fontSize: '1.125rem' }} />
        {emergencyPhone && (
          <Button
            href={telHref(emergencyPhone)}
            variant="outlined"
            color="error"
            startIcon={<LocalPhoneIcon />}
            fullWidth
          >
            {_('emergencyNumber', { phone: formatPhone(emergencyPhone) })}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
