import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageAdopted } from '../../ssr/page-adopted';
import { ErrorBoundary } from '../error-boundary';
import { RouteErrorPage } from '../route-error-page';
import { AppShell, PageLoading } from './app-shell';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The frame mounts once; only the page inside it waits for its code. (A route-level lazy() would
 * hold the first paint behind a stand-in frame that then remounts, dropping a patient's taps.)
 * A page that fails to render shows the error page in the frame until the patient moves on.
 */
export function AppLayout() {
  const { key } = useLocation();
  return (
    <AppShell>
      <ErrorBoundary
        resetKey={key}
        fallback={(error) => (
          <>
            <RouteErrorPage error={error} />
            <PageAdopted />
          </>
        )}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* Last in the page's boundary: the page hydrates after the frame. */}
          <PageAdopted />
        </Suspense>
      </ErrorBoundary>
      <ScrollRestoration />
    </AppShell>
  );
}
