import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import { mainContentId } from '../../config/paths';
import { useClinic } from '../../lib/clinic-profile';
import { SiteNameContext } from '../../lib/page-head';
import { mergeSx } from '../../lib/merge-sx';
import { useHydrated } from '../../lib/use-hydrated';
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
      <HeldUntilHydrated sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <TopBar />
        <SiteHeader />
        <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        <SiteFooter />
        <MobileActionBar />
      </HeldUntilHydrated>
    </SiteNameContext.Provider>
  );
}

/**
 * A server-rendered page shows before its script has adopted it; until then its buttons and
 * fields would do nothing and typed text would be lost. A disabled fieldset holds them (links
 * still work). The frame has one, and the page has its own inside the Suspense boundary, since
 * the page hydrates later, once its chunk has arrived.
 */
export function HeldUntilHydrated({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const hydrated = useHydrated();
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      role="presentation"
      sx={mergeSx({ m: 0, p: 0, border: 0, minWidth: 0 }, sx)}
    >
      {children}
    </Box>
  );
}

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={layoutTexts.loading} />
    </Box>
  );
}
