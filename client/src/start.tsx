import { BrowserRouter } from 'react-router-dom';
import { appCatalogue } from './app/catalogue';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesFor } from './app/router';
import { createApolloClient, type ApolloState } from './lib/apollo-client';
import { clinicQuery, clinicVariables } from './lib/clinic-profile';
import { loadCatalogue, provideCatalogues, type Messages } from './lib/i18n/catalogue';
import { setHindiDigits } from './lib/i18n/digits';
import { localeOfPath, localePrefix, withoutLocale } from './lib/i18n/locales';
import { mountApp, nextTask, readServerPage, type EarlyInput } from './ssr/browser';

/** Browser start, the loader's last step (main.tsx): adopts the server's page, or renders. */
export async function start(input: EarlyInput): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { state, messages, rendered } = readServerPage<ApolloState, Record<string, Messages>>(
    container,
  );
  const { pathname } = window.location;
  const locale = localeOfPath(pathname);
  setHindiDigits(document.documentElement.dataset.digits);
  // The words of the page's frame and features, sent with it: no catalogue to fetch first.
  if (messages) provideCatalogues(locale, messages);
  // The frame's words and the page's own chunk (with its words) first, so hydration finds them
  // loaded and never swaps the server's page for the loading state.
  await Promise.all([
    loadCatalogue(appCatalogue, locale),
    preloadPagesFor(withoutLocale(pathname), rendered),
  ]).catch(() => undefined);
  const client = createApolloClient(state);
  await nextTask();
  // The frame's first query, read once in a task of its own: Apollo prepares the document and
  // caches the result here, work the first render would otherwise add to hydration's longest
  // task on every page.
  if (state)
    client.readQuery({ query: clinicQuery, variables: clinicVariables(locale), optimistic: true });
  await nextTask();

  mountApp(
    container,
    <AppProviders client={client} locale={locale}>
      {/* A language's pages share its prefix: every link inside stays in the page's language. */}
      <BrowserRouter basename={localePrefix(locale) || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
    { rendered, input },
  );
}
