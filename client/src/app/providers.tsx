import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries its CSS-variables provider (~3 kB gzip), which a theme
// made without cssVariables never uses; for such a theme it renders this one.
import ThemeProvider from '@mui/system/ThemeProvider';
import { ToastProvider } from '../components/toast/toast-provider';
import { ClinicProvider } from '../lib/clinic-profile';
import { LocaleProvider } from '../lib/i18n/locale-provider';
import type { Locale } from '../lib/i18n/locales';
import { theme } from './theme';

/** Everything every screen needs around it, the same in the browser and on the server. */
export function AppProviders({
  client,
  locale,
  children,
}: {
  client: ApolloClient;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={locale}>
      <ApolloProvider client={client}>
        <ClinicProvider>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </ClinicProvider>
      </ApolloProvider>
    </LocaleProvider>
  );
}
