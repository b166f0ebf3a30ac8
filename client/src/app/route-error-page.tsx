import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../components/page-container';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { useClinic } from '../lib/clinic-profile';
import { NotFoundError } from '../lib/not-found-error';
import { formatPhone, telHref } from '../lib/phone';
import { AppShell, PageLoading } from './layout/app-shell';
import { useLingui } from '@lingui/react';

const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

function FriendlyError() {
  const { data } = useClinic();
  const phone = data?.clinic.phones[0]?.number;
  const { _ } = useLingui();
  return (
    <PageContainer>
      <PageHeader title={_('routeError.title')} intro={_('routeError.body')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {_('routeError.retry')}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined" reloadDocument>
          {_('routeError.home')}
        </Button>
      </Stack>
      {phone && (
        <Typography>
          {_('routeError.call', { phone: formatPhone(phone) })}{' '}
          <Link href={telHref(phone)} sx={{ display: 'inline-block', py: 1 }}>
            {_('routeError.callLink')}
          </Link>
        </Typography>
      )}
    </PageContainer>
  );
}

/** A screen that threw, inside the frame: "not found" gets the not-found page, the rest a retry. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const notFound = error instanceof NotFoundError;
  useEffect(() => {
    if (!notFound) console.error('Route failed to render', error);
  }, [error, notFound]);
  if (!notFound) return <FriendlyError />;
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** The frame itself failed to render, so draw it again around the error page. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <AppShell>
      <RouteErrorPage error={error} />
    </AppShell>
  );
}
