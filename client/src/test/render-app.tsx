import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
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

/** Renders the real route table at `path` with mocked GraphQL answers. */
export function renderApp(path: string, mocks: MockLink.MockedResponse[] = [clinicMock]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ClinicProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </ClinicProvider>
    </MockedProvider>,
  );
  return { ...view, router };
}
