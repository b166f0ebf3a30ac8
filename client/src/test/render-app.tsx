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
import { LocaleProvider } from '../lib/i18n/locale-provider';
import { localeOfPath, localePrefix } from '../lib/i18n/locales';
import { createCache } from '../lib/apollo-client';
import { clinicFixture } from './fixtures';
import { homeFiguresQuery } from '../features/content/api/home-figures';

export const clinicMock: MockLink.MockedResponse = {
  // Any language: the fixture is the English profile, which a Hindi page shows as it is.
  request: { query: clinicQuery, variables: () => true },
  result: { data: clinicFixture },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const clinicErrorMock: MockLink.MockedResponse = {
  request: { query: clinicQuery, variables: () => true },
  error: new TypeError('Failed to fetch'),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * The home page's figures when a test does not bring its own: a clinic that claims nothing and
 * has no approved feedback yet.
 */
export const homeFiguresMock: MockLink.MockedResponse = {
  request: { query: homeFiguresQuery },
  result: {
    data: {
      clinicClaims: {
        __typename: 'ClinicClaims',
        patientsTreated: null,
        yearsOfService: null,
        successRate: null,
        rating: null,
      },
      testimonials: [],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Reports the address the app is at, for tests to read. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders the real route table at `path` (/hi/... in Hindi) with mocked GraphQL answers; `location()` is the address
 * the app has moved to since.
 */
export function renderApp(path: string, mocks: MockLink.MockedResponse[] = [clinicMock]) {
  let current: Location | undefined;
  const locale = localeOfPath(path);
  if (!mocks.some((mock) => mock.request.query === homeFiguresQuery))
    mocks = [...mocks, homeFiguresMock];
  const view = render(
    <LocaleProvider locale={locale}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ClinicProvider>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <ToastProvider>
              <MemoryRouter initialEntries={[path]} basename={localePrefix(locale) || undefined}>
                <AppRoutes />
                <LocationProbe onLocation={(location) => (current = location)} />
              </MemoryRouter>
            </ToastProvider>
          </ThemeProvider>
        </ClinicProvider>
      </MockedProvider>
    </LocaleProvider>,
  );
  return { ...view, location: () => current! };
}
