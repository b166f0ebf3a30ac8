import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { authTexts } from '../auth/strings';
import { useStaffSession } from '../auth/session';
import { staffPaths } from '../staff-paths';
import { navigationFor } from './navigation';
import { shellTexts } from './strings';

/** The console's frame: its name, who is signed in, sign-out, and the role's sections. */
export function StaffShell({ children }: { children: ReactNode }) {
  const { me, signOut } = useStaffSession();
  const { pathname } = useLocation();
  const items = navigationFor[me.role];
  const here = pathname.replace(/\/$/, '');
  // A page below a section (an order below Orders) keeps its section's tab lit.
  const current =
    items.find((item) => item.path === here)?.path ??
    items.find((item) => item.path !== staffPaths.today && here.startsWith(`${item.path}/`))
      ?.path ??
    false;
  return (
    <>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {shellTexts.consoleName}
          </Typography>
          <Typography component="p" variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {shellTexts.signedInAs(me.name)}
          </Typography>
          <Button onClick={() => void signOut()}>{authTexts.signOut}</Button>
        </Toolbar>
        <Box component="nav" aria-label={shellTexts.navLabel}>
          <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
            {items.map((item) => (
              <Tab
                key={item.path}
                value={item.path}
                label={item.label}
                component={RouterLink}
                to={item.path}
              />
            ))}
          </Tabs>
        </Box>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: '100%' }}>
        {children}
      </Box>
    </>
  );
}
