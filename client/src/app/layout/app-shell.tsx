import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { mainContentId } from '../../config/paths';
import { useClinic } from '../../lib/clinic-profile';
import { SiteNameContext } from '../../lib/page-head';
import { useLingui } from '@lingui/react';
import { deferredSection } from '../../ssr/deferred-section';
import { useLanguageOffer } from '../language-offer/use-language-offer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

// Below every page's fold: adopted when the patient scrolls near it or once the phone is idle
// after start-up (ssr/deferred-section), so its code (links to every service and condition, the
// clinic's JSON-LD) is off every page's start.
const SiteFooter = deferredSection(() => import('./site-footer').then((m) => m.SiteFooter), {
  whenIdle: true,
});
// The phone's call / WhatsApp / book bar: three links, which work as plain links until it is
// adopted, so its code need not be on the start either.
const MobileActionBar = deferredSection(
  () => import('./mobile-action-bar').then((m) => m.MobileActionBar),
  { whenIdle: true },
);

/** The frame's deferred sections (component tests load them before rendering). */
export const frameSections = [SiteFooter, MobileActionBar];

const LanguageOffer = lazy(() =>
  import('../language-offer/language-offer').then((m) => ({ default: m.LanguageOffer })),
);

function SkipLink() {
  const { _ } = useLingui();
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
      {_('skipLink')}
    </Box>
  );
}

/** Shared frame of every page: skip link, top bar, sticky header, main, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { data } = useClinic();
  const offerHindi = useLanguageOffer();
  return (
    <SiteNameContext.Provider value={data?.clinic.name}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <TopBar />
        <SiteHeader />
        {offerHindi && (
          <Suspense fallback={null}>
            <LanguageOffer />
          </Suspense>
        )}
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
  const { _ } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={_('loading')} />
    </Box>
  );
}
