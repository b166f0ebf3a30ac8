import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { mainContentId } from '../../config/paths';
import { useClinic } from '../../lib/clinic-profile';
import { SiteNameContext } from '../../lib/page-head';
import { layoutTexts } from '../strings';
import { MobileActionBar } from './mobile-action-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        px: 2,
        py: 1.5,
        borderRadius: 1,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {layoutTexts.skipLink}
    </Box>
  );
}

/** Shared frame of every page: skip link, top bar, sticky header, main, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { data } = useClinic();
  return (
    <SiteNameContext.Provider value={data?.clinic.name}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <TopBar />
        <SiteHeader />
        <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        <SiteFooter />
        <MobileActionBar />
      </Box>
    </SiteNameContext.Provider>
  );
}

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={layoutTexts.loading} />
    </Box>
  );
}
