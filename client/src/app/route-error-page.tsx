import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
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
import { AppShell, PageLoading } from './layout/app-layout';
import { routeErrorTexts as texts } from './strings';

const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

function FriendlyError() {
  const { data } = useClinic();
  const phone = data?.clinic.phones[0]?.number;
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.body} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {texts.retry}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined" reloadDocument>
          {texts.home}
        </Button>
      </Stack>
      {phone && (
        <Typography>
          {texts.call(formatPhone(phone))}{' '}
          <Link href={telHref(phone)} sx={{ display: 'inline-block', py: 1 }}>
            {texts.callLink}
          </Link>
        </Typography>
      )}
    </PageContainer>
  );
}

/** errorElement inside the layout: 404 responses get the not-found page, the rest a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound =
    error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404);
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

/** errorElement of the root route: the layout itself failed, so draw the frame again. */
export function RootErrorPage() {
  return (
    <AppShell>
      <RouteErrorPage />
    </AppShell>
  );
}
