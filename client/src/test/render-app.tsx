import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast/toast-provider';
import { ClinicProvider, clinicQuery } from '../lib/clinic-profile';
import { createCache } from '../lib/apollo-client';
import { clinicFixture } from './fixtures';

export const clinicMock: MockLink.MockedResponse = {
  request: { query: clinicQuery },
  result: { data: clinicFixture },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const clinicErrorMock: MockLink.MockedResponse = {
  request: { query: clinicQuery },
  error: new TypeError('Failed to fetch'),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Reports the address the app is at, for tests to read. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders the real route table at `path` with mocked GraphQL answers; `location()` is the address
 * the app has moved to since.
 */
export function renderApp(path: string, mocks: MockLink.MockedResponse[] = [clinicMock]) {
  let current: Location | undefined;
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ClinicProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <LocationProbe onLocation={(location) => (current = location)} />
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </ClinicProvider>
    </MockedProvider>,
  );
  return { ...view, location: () => current! };
}
